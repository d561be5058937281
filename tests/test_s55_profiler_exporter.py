"""The msprof exporter the Ascend parser calls: 2.10's error where the CANN toolkit is absent,
and the msprof command lines where it is present (a stand-in msprof records its arguments)."""
import os
import stat

import pytest

from minicell.profiler.common.ascend_msprof_exporter import AscendMsprofExporter


def test_without_msprof_it_is_2_10s_file_not_found(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("ASCEND_TOOLKIT_HOME", raising=False)
    with pytest.raises(FileNotFoundError, match="^Failed to find msprof command in environment.$"):
        AscendMsprofExporter(msprof_profile_path=str(tmp_path), export_type=["text"]).export()


def _fake_msprof(folder, log, code=0):
    tool = folder / "msprof"
    tool.write_text(f"#!/bin/sh\necho \"$@\" >> {log}\necho oops >&2\nexit {code}\n")
    tool.chmod(tool.stat().st_mode | stat.S_IEXEC)


@pytest.mark.parametrize("types, runs", [
    (["text"], ["--export=on --output={p}",
                "--analyze=on --rule=communication,communication_matrix --output={p}"]),
    (["text", "db"], ["--export=on --output={p}", "--export=on --output={p} --type=db",
                      "--analyze=on --rule=communication,communication_matrix --output={p}",
                      "--analyze=on --rule=communication,communication_matrix --output={p} "
                      "--type=db"]),
])
def test_with_msprof_from_the_toolkit_home(monkeypatch, tmp_path, types, runs):
    (tmp_path / "bin").mkdir()
    log = tmp_path / "calls.txt"
    _fake_msprof(tmp_path / "bin", log)
    monkeypatch.setenv("PATH", os.defpath)
    monkeypatch.setenv("ASCEND_TOOLKIT_HOME", str(tmp_path))
    prof = tmp_path / "PROF_1"
    AscendMsprofExporter(msprof_profile_path=str(prof), export_type=types).export()
    assert log.read_text().splitlines() == [r.format(p=prof) for r in runs]


def test_a_failing_msprof_is_a_runtime_error_with_its_message(monkeypatch, tmp_path):
    _fake_msprof(tmp_path, tmp_path / "calls.txt", code=3)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.defpath}")
    with pytest.raises(RuntimeError, match=r"msprof --export=on --output=.* failed: oops"):
        AscendMsprofExporter(msprof_profile_path=str(tmp_path), export_type=["text"]).export()

"""Session 56 (gsB): MindSpore 2.10's graph_syntax unit tests, second half.

IR dumps (compiler/ir_dump.py) read MindSpore's environment variables as its C++ side does
(getenv: ``os.unsetenv`` turns them off though ``os.environ`` still lists them), honour
``MS_DEV_DUMP_IR_PASSES`` / ``MS_DEV_DUMP_IR_INTERVAL``, and name the compile in their first line
(2.10's test_environment_variable_of_ir_print.py).
"""
import os
import re

import minicell as ms


def _stages(path):
    return sorted(p.name for p in path.iterdir())


def _compile_one(scale):
    @ms.jit
    def f(x):
        return x * scale + 1
    return f(ms.Tensor([1.0, 2.0]))


def test_unsetenv_turns_ir_dumps_off(tmp_path, monkeypatch, mode):
    monkeypatch.setenv("MS_DEV_SAVE_GRAPHS", "1")
    monkeypatch.setenv("MS_DEV_SAVE_GRAPHS_PATH", str(tmp_path / "ir"))
    _compile_one(2.0)
    written = _stages(tmp_path / "ir")
    assert written and written[-1].split("_")[1] == "validate"
    os.unsetenv("MS_DEV_SAVE_GRAPHS")            # os.environ still says "1"
    assert os.environ["MS_DEV_SAVE_GRAPHS"] == "1"
    _compile_one(3.0)
    assert _stages(tmp_path / "ir") == written


def test_dump_ir_passes_keeps_the_named_stages(tmp_path, monkeypatch):
    monkeypatch.setenv("MS_DEV_SAVE_GRAPHS", "1")
    monkeypatch.setenv("MS_DEV_SAVE_GRAPHS_PATH", str(tmp_path))
    monkeypatch.setenv("MS_DEV_DUMP_IR_PASSES", "_validate,fold_constants")
    _compile_one(4.0)
    names = _stages(tmp_path)
    assert [re.sub(r"^\d\d_|_\d{4}\.ir$", "", n) for n in names] == ["fold_constants",
                                                                   "validate"]


def test_dump_ir_interval_keeps_every_nth_file(tmp_path, monkeypatch):
    monkeypatch.setenv("MS_DEV_SAVE_GRAPHS", "1")
    monkeypatch.setenv("MS_DEV_SAVE_GRAPHS_PATH", str(tmp_path / "all"))
    _compile_one(5.0)
    every = _stages(tmp_path / "all")
    monkeypatch.setenv("MS_DEV_SAVE_GRAPHS_PATH", str(tmp_path / "some"))
    monkeypatch.setenv("MS_DEV_DUMP_IR_INTERVAL", "2")
    _compile_one(6.0)
    some = _stages(tmp_path / "some")
    counters = [int(n[-7:-3]) for n in some]
    assert some and all(c % 2 == 1 for c in counters)
    assert len(some) in (len(every) // 2, (len(every) + 1) // 2)
    assert len(some) < len(every)


def test_ir_dump_first_line_names_the_compile(tmp_path, monkeypatch):
    monkeypatch.setenv("MS_DEV_SAVE_GRAPHS", "1")
    firsts = []
    for i in range(2):
        monkeypatch.setenv("MS_DEV_SAVE_GRAPHS_PATH", str(tmp_path / str(i)))
        _compile_one(7.0 + i)
        last = _stages(tmp_path / str(i))[-1]
        firsts.append((tmp_path / str(i) / last).read_text().splitlines()[0])
    assert firsts[0] != firsts[1]
    assert all(re.fullmatch(r"# IR of graph \S+ \(compile \d+\) after validate", f)
               for f in firsts)

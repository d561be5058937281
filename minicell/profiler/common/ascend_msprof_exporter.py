"""``AscendMsprofExporter``: runs the CANN toolkit's ``msprof`` to export and analyse an Ascend
run's raw profile (``AscendMsprofParser`` calls it before reading the exported CSVs).

Only Ascend machines have ``msprof``; elsewhere ``export()`` raises 2.10's FileNotFoundError
("Failed to find msprof command in environment."), which the parser logs and goes on without.
Where the tool exists (on ``PATH`` or under ``$ASCEND_TOOLKIT_HOME/bin``), the whole run is
exported in one go (``--export=on``, with ``--type=db`` for the Db export type) and analysed for
communication (``--analyze=on``). 2.10's per-model/per-iteration export for old drivers is not
reproduced: it drives msprof's Python scripts, which belong to the toolkit.
"""
import os
import shutil
import subprocess

from .constant import ExportType

_MSPROF = "msprof"


def _msprof_path():
    """The ``msprof`` executable, or None."""
    found = shutil.which(_MSPROF)
    if found:
        return found
    home = os.environ.get("ASCEND_TOOLKIT_HOME")
    if home:
        candidate = os.path.join(home, "bin", _MSPROF)
        if os.access(candidate, os.X_OK):
            return candidate
    return None


class AscendMsprofExporter:
    """``AscendMsprofExporter(msprof_profile_path=..., export_type=[...], ...).export()``."""

    def __init__(self, **kwargs):
        self._msprof_profile_path = kwargs.get("msprof_profile_path")
        self._msprof_profile_output_path = kwargs.get("msprof_profile_output_path")
        self._step_list = kwargs.get("step_list")
        self._export_type = kwargs.get("export_type") or [ExportType.Text.value]

    def export(self):
        """Export the raw profile to CSV (and DB) files and analyse its communication."""
        tool = _msprof_path()
        if tool is None:
            raise FileNotFoundError("Failed to find msprof command in environment.")
        output = f"--output={self._msprof_profile_path}"
        for args in (["--export=on", output],
                     ["--analyze=on", "--rule=communication,communication_matrix", output]):
            if ExportType.Text.value in self._export_type:
                self._run([tool] + args)
            if ExportType.Db.value in self._export_type:
                self._run([tool] + args + ["--type=db"])

    @staticmethod
    def _run(cmd):
        done = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"The command {' '.join(cmd)} failed: {done.stderr.strip()}")

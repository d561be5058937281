"""``ProfilerMetaData``: user metadata written to ``profiler_metadata.json`` in the run folder."""
import os
from typing import Dict

from .file_manager import FileManager
from .profiler_context import ProfilerContext


class ProfilerMetaData:
    """Class-level metadata dict; ``dump_metadata`` writes and clears it."""
    metadata: Dict[str, str] = {}
    MAX_META_SIZE = 100 * 1024 * 1024

    @classmethod
    def get_metadata(cls) -> Dict[str, str]:
        """The metadata so far."""
        return cls.metadata

    @classmethod
    def set_metadata(cls, value: Dict[str, str]):
        """Replace the metadata."""
        cls.metadata = value

    @classmethod
    def dump_metadata(cls):
        """Write the metadata (if any) into the run folder, then clear it."""
        cls.add_group_info_to_metadata()
        if not cls.metadata:
            return
        path = os.path.join(ProfilerContext().ascend_ms_dir, "profiler_metadata.json")
        FileManager.create_json_file(path, cls.metadata)
        cls.metadata.clear()

    @classmethod
    def add_group_info_to_metadata(cls):
        """2.10 adds HCCL communication groups on Ascend; minicell has none to add."""

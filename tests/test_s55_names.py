"""Names MindSpore 2.10 exports that model zoos import (found by session 55's zoo sweeps)."""
import importlib

import pytest

import minicell.dataset as ds


@pytest.mark.parametrize("module", ["minicell.dataset.text.transforms",
                                    "minicell.dataset.audio.transforms",
                                    "minicell.dataset.vision.transforms",
                                    "minicell.dataset.transforms.transforms"])
def test_every_transforms_module_exports_the_implementation_enum(module):
    """mindnlp imports ``mindspore.dataset.text.transforms.Implementation``; 2.10's four
    transforms modules export the one ``dataset.Implementation`` enum (C=0, PY=1)."""
    enum = importlib.import_module(module).Implementation
    assert enum is ds.Implementation
    assert [(m.name, m.value) for m in enum] == [("C", 0), ("PY", 1)]

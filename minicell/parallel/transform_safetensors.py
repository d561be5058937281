"""``mindspore.parallel.transform_safetensors``: the loader MindSpore's safetensors tools share,
``_fast_load_file`` (name -> numpy array of a whole file). The transform functions themselves are
``minicell.parallel``'s (``transform_checkpoints``, ``unified_safetensors``).

>>> import numpy as np, os, tempfile
>>> from safetensors.numpy import save_file
>>> path = os.path.join(tempfile.mkdtemp(), "w.safetensors")
>>> save_file({"w": np.arange(3, dtype=np.float32)}, path)
>>> _fast_load_file(path)["w"].tolist()
[0.0, 1.0, 2.0]
"""
from ..train._formats import _safetensors_arrays


def _fast_load_file(filename):
    """Every tensor of the safetensors file ``filename`` as a dict name -> numpy array (the
    dtypes kept, BF16 included); a damaged file is a ValueError naming it."""
    with open(filename, "rb") as f:
        raw = f.read()
    return _safetensors_arrays(raw, repr(str(filename)))

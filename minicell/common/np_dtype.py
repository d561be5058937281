"""``mindspore.common.np_dtype``: NumPy's ``bfloat16`` scalar type (ml_dtypes', the one
minicell's ``bfloat16`` Tensors hold), for ``np.array(x, dtype=bfloat16)``."""
from ml_dtypes import bfloat16  # noqa: F401

__all__ = ["bfloat16"]

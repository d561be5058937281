"""``minicell.scipy`` (MindSpore 2.10's ``mindspore.scipy``): SciPy-style linear algebra
(``linalg``), optimisation (``optimize``: BFGS / L-BFGS ``minimize``, ``line_search``,
``linear_sum_assignment``) and the DCT (``fft``), built on minicell's ops.

>>> import minicell as ms
>>> ms.scipy.linalg.inv(ms.Tensor([[2.0, 0.0], [0.0, 4.0]])).asnumpy().tolist()
[[0.5, 0.0], [0.0, 0.25]]
"""
from . import linalg, optimize, fft  # noqa: F401
from . import ops, ops_wrapper, utils, utils_const  # noqa: F401

"""``mindspore.device_context``: per-backend settings (``cpu.op_tuning.threads_num``,
``gpu.op_precision.matmul_allow_tf32``, ``ascend.op_precision.precision_mode``, ...) and the
backends' ``is_available`` / ``device_count``.

JAX and XLA own the kernels, so the tuning and precision switches are checked as MindSpore 2.10
checks them and recorded (``get_context`` shows those that are context keys); they change
nothing in how XLA compiles. ``is_available`` / ``device_count`` report the devices JAX sees.

>>> import minicell as ms
>>> from minicell.device_context.cpu.op_tuning import threads_num
>>> threads_num(2); ms.device_context.cpu.is_available()
True
"""
from . import ascend, cpu, gpu  # noqa: F401
from ._settings import recorded  # noqa: F401

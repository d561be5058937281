"""``mindspore.ops.operations.image_ops``: the Primitive classes MindSpore 2.10 puts in this module
(NMS, crop/resize, colour spaces), made from the op table (rows with ``module="image_ops"``)."""
import sys

from .. import _table

_table.install(sys.modules[__name__], _table.SURFACE.operations["image_ops"])

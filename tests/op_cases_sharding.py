"""``op_cases`` rows for the ``reshard`` op (``minicell/parallel/sharding.py``): on one device a
sharding constraint is the identity. Several-device layouts are checked in
``tests/test_sharding_devices.py``."""
import numpy as np

from minicell.parallel.layout import Layout

CASES, REFS = {}, {}

_ONE = Layout((1,), ("dp",))
CASES["reshard"] = [((np.array([[1.0, -2.0], [0.5, 3.0]], np.float32),),
                     {"layout": _ONE("dp", "None"), "devices": (0,)}),
                    ((np.array([1.0, 2.0, 3.0], np.float32),),
                     {"layout": _ONE("None"), "devices": (0,)})]
REFS["reshard"] = lambda x, layout, devices: x

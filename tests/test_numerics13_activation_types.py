"""numerics13: the activations whose 2.10 CPU kernel has no Float64 refuse it (and integers)
with the kernel's TypeError (/tmp/numerics13/m1: c1.txt rows 54-67, 94-95, 124); before,
minicell computed them."""
import numpy as np
import pytest

import minicell as ms
from minicell import ops

_CASES = [
    (ops.softshrink, "For primitive[SoftShrink], the input argument[input_x] must be a type of "
                     "{BFloat16, Float16, Float32}, but got NAME."),
    (ops.hardshrink, "For primitive[HShrink], the input argument[input_x] must be a type of "
                     "{BFloat16, Float16, Float32}, but got NAME."),
    (ops.relu6, "For primitive[ReLU6], the input argument[input_x] must be a type of "
                "{Tensor[Float16], Tensor[Float32]}, but got Tensor[NAME]."),
]


@pytest.mark.parametrize("fn,text", _CASES)
@pytest.mark.parametrize("dt,name", [("float64", "Float64"), ("int32", "Int32")])
def test_float64_and_int_refused(fn, text, dt, name):
    with pytest.raises(TypeError) as e:
        fn(ms.Tensor(np.array([1, -2, 3], dt)))
    assert str(e.value) == text.replace("NAME", name)

"""Session 74, MindSpore's own st tests on minicell: what they showed minicell missing.

ops.Custom's registration checks (2.10's ``Oplib.reg_op``): a registration with attributes and
no ``dtype_format`` (``CustomRegOp(...).attr(..., value=0.7).target("CPU")``, upstream
st/graph_kernel/custom/test_custom_aot.py::test_aot_single_output_cpu) registers on 2.10; an
attribute needs a name, a type and a paramType; without a dtype_format each input/output needs
its own ``dtype`` and ``format`` of one length, but only where an ``attr`` key is there.
Outcomes measured on 2.10 (CPU), one op per function name (/tmp/s74/st74/w_reg2.py, w_reg3.py,
w_reg4.py)."""
import pytest

import minicell as ms
from minicell import ops
from minicell.ops import CustomRegOp, DataType

_A = {"name": "s", "paramType": "required", "type": "float"}
_X = {"index": 0, "name": "x"}
_IN = [{"index": 0, "name": "x", "paramType": "required"}]


def _attr_only():
    return CustomRegOp("st74_k2").attr("scale", "required", "float", value=0.7) \
        .target("CPU").get_op_info()


def _io_no_formats():
    return CustomRegOp().input(0, "x").output(0, "y").target("CPU").get_op_info()


def _attr_with_formats():
    return CustomRegOp("st74_k5").input(0, "x").attr("s", "required", "float") \
        .dtype_format(DataType.None_None).target("CPU").get_op_info()


# name -> (registration, registers on 2.10)
CASES = {
    "regop attr only": (_attr_only, True),
    "no attr key": (lambda: {"target": "CPU", "inputs": [], "outputs": []}, True),
    "all empty": (lambda: {"target": "CPU", "attr": [], "inputs": [], "outputs": []}, True),
    "attr full": (lambda: {"target": "CPU", "attr": [_A], "inputs": [], "outputs": []}, True),
    "attr no type": (lambda: {"target": "CPU", "attr": [{"name": "s", "paramType": "required"}],
                              "inputs": [], "outputs": []}, False),
    "attr no paramType": (lambda: {"target": "CPU", "attr": [{"name": "s", "type": "float"}],
                                   "inputs": [], "outputs": []}, False),
    "io bare": (lambda: {"target": "CPU", "attr": [], "inputs": [_X], "outputs": []}, False),
    "io own dtype": (lambda: {"target": "CPU", "attr": [], "outputs": [], "inputs": [
        dict(_X, dtype=["float32"], format=["DefaultFormat"])]}, True),
    "io own dtype lengths": (lambda: {"target": "CPU", "attr": [], "outputs": [], "inputs": [
        dict(_X, dtype=["float32"], format=[])]}, False),
    "io dtype_format": (lambda: {"target": "CPU", "attr": [], "inputs": [_X], "outputs": [],
                                 "dtype_format": [[["float32", "DefaultFormat"]]]}, True),
    "regop io no dtype_format": (_io_no_formats, False),
    "no inputs key": (lambda: {"target": "CPU", "attr": [], "outputs": []}, True),
    "no outputs key": (lambda: {"target": "CPU", "attr": [], "inputs": []}, True),
    "regop attr and dtype_format": (_attr_with_formats, True),
}

_FAILED = ("the registration information is registered failed. Use 'CustomRegOp' to generate "
           "the registration information, then pass it to 'reg_info' or use "
           "'custom_info_register' to bind it to 'func' if 'func' is a function.")


def _make(func_type, name, reg):
    func = (lambda x: x) if func_type == "pyfunc" else f"/tmp/st74.so:F{name}"
    return ops.Custom(func, (2,), ms.float32, func_type, reg_info=reg)


@pytest.mark.parametrize("func_type", ["aot", "pyfunc"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_custom_registration_as_2_10(func_type, name):
    make, registers = CASES[name]
    key = name.replace(" ", "_") + func_type
    if registers:
        op = _make(func_type, key, make())
        assert op.func_type == func_type
        return
    with pytest.raises(ValueError) as info:
        _make(func_type, key, make())
    assert str(info.value).endswith(_FAILED)
    assert str(info.value).startswith(f"For 'Custom', 'func_type': {func_type}, 'func': ")


@pytest.mark.parametrize("reg, registers", [
    ({"inputs": _IN}, True), ({"inputs": _IN, "attr": []}, False),
    ({"inputs": _IN, "imply_type": "CPU"}, True),
    ({"inputs": _IN, "attr": [], "target": "CPU"}, False)])
def test_pyfunc_inputs_without_formats_need_an_attr_key_to_fail(reg, registers):
    """2.10 lets a registration of inputs without dtypes through when it has no ``attr`` key."""
    if registers:
        _make("pyfunc", "", reg)
        return
    with pytest.raises(ValueError, match="registered failed"):
        _make("pyfunc", "", reg)

"""Bad input, sixth round (measured against MindSpore 2.10 CPU): the constructor checks of the
``Conv2D`` / ``MaxPool`` / ``AvgPool`` primitives, a reduction over one dim twice, ``set_context``
types and ranges of more keys, ``set_device``'s device id, Cell names that clash between
Parameters and children, ``to_float`` of a numpy type, ``recompute``'s flags, ``tril``/``triu``'s
diagonal, ``flatten``'s dims, ``masked_fill``'s value, ``scatter``'s dim, StridedSlice's
ellipsis mask, ``Parameter(parallel_optimizer=...)`` and the checkpoint callbacks' arguments.
Each case checks MindSpore's exception type and the key words of its message; the state checks
make sure a failed call changed nothing."""
import os

import numpy as np
import pytest

import minicell as ms
import minicell.numpy as mnp
from minicell import nn, Parameter, Tensor
from minicell.ops import operations as P
from minicell.train import CheckpointConfig, ModelCheckpoint, ReduceLROnPlateau
from conftest import raises_as_mindspore


def _ones(shape, dtype=np.float32):
    return Tensor(np.ones(shape, dtype))


CASES = {
    # primitive constructors: 2.10's attribute checks
    "Conv2D out_channel 0": (lambda: P.Conv2D(0, 3), ValueError,
                             r"'out_channel' must be int and must > 0, but got '0'"),
    "Conv2D float out_channel": (lambda: P.Conv2D(4.0, 3), TypeError,
                                 r"'out_channel' must be int, but got 'float'"),
    "Conv2D kernel 0": (lambda: P.Conv2D(4, 0), ValueError,
                        r"attr 'kernel_size' must be an positive int number or a tuple of two"),
    "Conv2D kernel 1-tuple": (lambda: P.Conv2D(4, (3,)), ValueError, r"but got \(3,\)"),
    "Conv2D mode 2": (lambda: P.Conv2D(4, 3, mode=2), ValueError,
                      r"'mode' must be int and must = 1"),
    "Conv2D negative pad": (lambda: P.Conv2D(4, 3, pad_mode="pad", pad=-1), ValueError,
                            r"'pad item' must be int and must >= 0"),
    "Conv2D pad of two": (lambda: P.Conv2D(4, 3, pad_mode="pad", pad=(1, 1)), ValueError,
                          r"'pad size' must be int and must = 4"),
    "Conv2D pad without pad mode": (lambda: P.Conv2D(4, 3, pad=1), ValueError,
                                    r"'pad' must be zero when 'pad_mode' is not 'pad'"),
    "Conv2D float pad": (lambda: P.Conv2D(4, 3, pad_mode="pad", pad=1.5), TypeError,
                         r"type of 'pad' should be one of"),
    "Conv2D stride 0": (lambda: P.Conv2D(4, 3, stride=0), ValueError,
                        r"attr 'stride' must be an positive int number or a tuple of two or four"),
    "Conv2D bool stride": (lambda: P.Conv2D(4, 3, stride=True), TypeError,
                           r"type of 'stride' should be one of '\['int', 'tuple'\]'"),
    "Conv2D dilation 0": (lambda: P.Conv2D(4, 3, dilation=0), ValueError, r"attr 'dilation'"),
    "Conv2D group 0": (lambda: P.Conv2D(4, 3, group=0), ValueError, r"'group' must be int and"),
    "Conv2D int pad_mode": (lambda: P.Conv2D(4, 3, pad_mode=1), TypeError,
                            r"type of 'pad_mode' should be 'str'"),
    "MaxPool kernel 0": (lambda: P.MaxPool(kernel_size=0), ValueError,
                         r"For 'MaxPool' attr 'kernel_size' must be an positive int"),
    "MaxPool kernel of four": (lambda: P.MaxPool(kernel_size=(1, 2, 2, 1)), ValueError,
                               r"tuple of two positive int numbers"),
    "MaxPool negative strides": (lambda: P.MaxPool(strides=-1), ValueError, r"attr 'strides'"),
    "MaxPool format": (lambda: P.MaxPool(data_format="NCW"), ValueError,
                       r"'format' must be str and must be in '\['NCHW', 'NHWC'\]'"),
    "AvgPool float kernel": (lambda: P.AvgPool(kernel_size=2.5), ValueError,
                             r"the value of 'kernel_size' is invalid: '2.5'"),
    "AvgPool int pad_mode": (lambda: P.AvgPool(pad_mode=1), TypeError, r"'pad_mode'.*'str'"),
    "StridedSlice two ellipses": (lambda: P.StridedSlice(ellipsis_mask=3)(
        _ones((2, 3)), (0, 0), (1, 1), (1, 1)), ValueError, r"only support one ellipsis"),
    "BatchNorm momentum checked when called": (lambda: P.BatchNorm(momentum=2.0)(
        _ones((2, 3, 2, 2)), _ones(3), _ones(3), _ones(3), _ones(3)), ValueError,
        r"the momentum must be in \(0,1\], but got 2.0"),
    "Softmax axis None checked when called": (lambda: P.Softmax(axis=None)(_ones((2, 3))),
                                              TypeError, r"Failed calling Softmax"),
    "setitem ragged list": (lambda: _ones((2, 3)).__setitem__(Ellipsis, [[1, 2, 3], [4, 5]]),
                            ValueError, r"all input shape must be the same"),
    # reductions over one dim twice
    "sum dim twice": (lambda: _ones((2, 3)).sum(axis=(1, -1)), RuntimeError,
                      r"dim=1 appears multiple times in the list of dims"),
    "ReduceSum dim twice": (lambda: P.ReduceSum()(_ones((2, 3)), (0, 0)), RuntimeError,
                            r"dim=0 appears multiple times"),
    "var dim twice": (lambda: _ones((2, 3)).var(axis=(0, 0)), ValueError,
                      r"'axis' can not be duplicate"),
    "mnp.mean dim twice": (lambda: mnp.mean(_ones((2, 3)), axis=(0, 0)), ValueError,
                           r'duplicate value in "axis"'),
    "mnp.amax dim twice": (lambda: mnp.amax(_ones((2, 3)), axis=(1, -1 + 2)), ValueError,
                           r"'axis' can not be duplicate, but got \(1, 1\)"),
    "mnp.average dim twice": (lambda: mnp.average(_ones((2, 3)), axis=(0, 0)), ValueError,
                              r"duplicate axes in \(0, 0\)"),
    # tensor methods
    "tril float diagonal": (lambda: _ones((2, 3)).tril(diagonal=1.5), TypeError,
                            r'^Failed calling tril with "tril\(diagonal=float\)"\.'),  # 2.10
    "triu str diagonal": (lambda: _ones((2, 3)).triu("a"), TypeError, r"must be int, not str"),
    "flatten start_dim out of range": (lambda: _ones((2, 3)).flatten(start_dim=5), ValueError,
                                       r"'start_dim' or 'end_dim' out of range"),
    "nonzero str as_tuple": (lambda: _ones((2, 3)).nonzero(as_tuple="x"), TypeError,
                             r"'as_tuple' must be bool"),
    "masked_fill 2-d value": (lambda: _ones((2, 3)).masked_fill(
        Tensor(np.ones((2, 3), np.bool_)), _ones((2, 3))), ValueError,
        r"only supports a 0-dimensional value tensor"),
    "scatter dim out of range": (lambda: _ones((2, 3)).scatter(
        3, Tensor(np.zeros((2, 3), np.int64)), _ones((2, 3))), RuntimeError, r"'axis'.*got 3"),
    # context
    "set_context mode None": (lambda: ms.set_context(mode=None), ValueError,
                              r"'mode' should be context.GRAPH_MODE \(0\) or "
                              r"context.PYNATIVE_MODE \(1\), but got None.$"),
    "set_context device None": (lambda: ms.set_context(device_target=None), ValueError,
                                r"'device_target' must be one of"),
    "set_context graph kernel str": (lambda: ms.set_context(enable_graph_kernel="x"), TypeError,
                                     r"'enable_graph_kernel' must be <class 'bool'>"),
    "set_context print path int": (lambda: ms.set_context(print_file_path=1), TypeError,
                                   r"'print_file_path' must be <class 'str'>"),
    "set_context ascend_config int": (lambda: ms.set_context(ascend_config=3), TypeError,
                                      r"'ascend_config' must be <class 'dict'>"),
    "set_context threads negative": (lambda: ms.set_context(runtime_num_threads=-1), ValueError,
                                     r"The num of thread must bigger than or equal to 0"),
    "set_context exec_order": (lambda: ms.set_context(exec_order="x"), ValueError,
                               r"'exec_order' must be one of \['bfs', 'dfs'\]"),
    "set_device str id": (lambda: ms.set_device("CPU", "x"), TypeError,
                          r"'device_id' must be <class 'int'>"),
    # Cell API
    "insert_param int name": (lambda: nn.Cell().insert_param_to_cell(3, Parameter(
        _ones(2), name="a")), TypeError,
                              r"^argument of type 'int' is not iterable$"),     # 2.10's
    "to_float numpy type": (lambda: nn.Dense(2, 3).to_float(np.float16), ValueError,
                            r"'dst_type' must be mstype.float32, mstype.float16"),
    "parameters_and_names int prefix": (lambda: list(nn.Dense(2, 3).parameters_and_names(
        name_prefix=1)), TypeError,     # 2.10's text (measured in round 54)
        r"^unsupported operand type\(s\) for \+: 'int' and 'str'$"),
    "recompute str flag": (lambda: nn.Dense(2, 3).recompute(mp_comm_recompute="x"), TypeError,
                           r"'mp_comm_recompute' must be <class 'bool'>"),
    "Parameter parallel_optimizer str": (lambda: Parameter(_ones(2), name="a",
                                                           parallel_optimizer="x"), TypeError,
                                         r"`parallel_optimizer` must be bool type"),
    # callbacks
    "CheckpointConfig int enc_key": (lambda: CheckpointConfig(enc_key=1), ValueError,
                                     r"'enc_key' must be isinstance of"),
    "CheckpointConfig append object": (lambda: CheckpointConfig(append_info=[{"a": object()}]),
                                       TypeError, r"the key type of the dict 'append_info' must"),
    "CheckpointConfig async_save str": (lambda: CheckpointConfig(async_save="x"), ValueError,
                                        r"'async_save' can only be 'process' or 'thread'"),
    "ReduceLROnPlateau negative cooldown": (lambda: ReduceLROnPlateau(cooldown=-1), ValueError,
                                            r"^The input value must be int and must >= 0, but "
                                            r"got '-1' with type 'int'\.$"),   # 2.10, measured
}


@pytest.mark.parametrize("name", list(CASES))
def test_bad_input_raises_mindspores_error(name):
    raises_as_mindspore(*CASES[name])


def test_valid_spellings_still_work():
    assert P.Conv2D(4, (3, 3), stride=(1, 1, 2, 2), pad_mode="pad",
                    pad=(1, 1, 1, 1)).stride == (2, 2)
    assert P.MaxPool(kernel_size=(2, 2), strides=2).kernel_size == (2, 2)
    conv = nn.Conv2d(3, 2, (3, 3), pad_mode="pad", padding=(1, 1, 2, 2))
    assert conv._primitive(P.Conv2D).pad == (1, 1, 2, 2)
    assert _ones((2, 3)).triu(np.int64(1)).asnumpy().sum() == 3   # (2.10: tril refuses int64)
    assert _ones((2, 3)).sum(axis=(0, 1)).asnumpy() == 6
    ms.set_device("CPU", True)          # 2.10 takes a bool id as an int
    P.BatchNorm(momentum=2.0, data_format="NCDHW")     # 2.10 checks these when called
    P.Softmax(axis=None)
    x = _ones((2, 3))
    x[...] = (Tensor([1.0, 2.0, 3.0]), [4, 5, 6])    # a Tensor row and a list row alike
    assert x.asnumpy().sum() == 21


def test_name_clashes_between_parameters_and_children_keep_the_cell():
    net = nn.Dense(2, 3)
    with pytest.raises(KeyError, match=r"the weight child cell already exists"):
        net.insert_child_to_cell("weight", nn.ReLU())
    assert isinstance(net.weight, Parameter) and not net.name_cells()
    seq = nn.SequentialCell([nn.ReLU()])
    with pytest.raises(KeyError, match=r"the 0 parameter already exists"):
        seq.insert_param_to_cell("0", Parameter(_ones(2), name="a"))
    assert not list(seq.get_parameters()) and isinstance(seq[0], nn.ReLU)


def test_failed_container_updates_add_nothing():
    cells = nn.CellList([nn.ReLU()])
    with pytest.raises(TypeError, match=r"each cell must be subclass of Cell, but got int"):
        cells.extend([nn.Tanh(), 3])
    assert len(cells) == 1
    d = nn.CellDict({"a": nn.ReLU()})
    with pytest.raises(TypeError, match=r"the type of cell should be Cell, but got int"):
        d.update({"b": nn.Tanh(), "c": 3})
    assert list(d.keys()) == ["a"]


def test_failed_set_context_changes_nothing():
    before = ms.get_context("runtime_num_threads")
    with pytest.raises(TypeError, match=r"'inter_op_parallel_num' must be <class 'int'>"):
        ms.set_context(runtime_num_threads=before + 1, inter_op_parallel_num="x")
    assert ms.get_context("runtime_num_threads") == before


def test_model_checkpoint_directory_that_is_a_file(tmp_path):
    path = os.path.join(str(tmp_path), "f")
    open(path, "w").close()
    with pytest.raises(NotADirectoryError, match=r"is a file path, it should be a directory"):
        ModelCheckpoint(directory=path)

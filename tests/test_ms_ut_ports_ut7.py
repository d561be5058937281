"""Behaviours MindSpore's own ut tests (tests/ut/python: utils, ops, pipeline, ...) rely on,
re-swept in ut7, with the values measured on MindSpore 2.10 written in as constants."""
import os

import pytest

import minicell as ms

_HEADER = ("index,group,comm_rank,primitive,src_rank,dest_rank,root_rank,input_shape,input_type,"
           "output_shape,output_type,input_size,output_size\n")


def _rank(root, rank, rows, header=_HEADER):
    folder = root / f"rank_{rank}" / "execute_order"
    folder.mkdir(parents=True)
    (folder / "comm_execute_order.csv").write_text(header + "".join(r + "\n" for r in rows))


@pytest.fixture
def logged(monkeypatch):
    from minicell import log
    lines = []
    monkeypatch.setattr(log, "error", lambda msg, *a, **k: lines.append(("E", msg)))
    monkeypatch.setattr(log, "warning", lambda msg, *a, **k: lines.append(("W", msg)))
    return lines


def _two_ranks(root):
    _rank(root, 0, ["1,g,0 1,AllReduce,,,,s,t,s,t,1,1", "2,g,0 1,Send,0,1,,[2],t,s,t,1,1",
                    "3,g,0 1,AllGather,,,,s,t,s,t,1,1"])
    _rank(root, 1, ["1,g,0 1,AllGather,,,,s,t,s,t,1,1", "2,g,0 1,Receive,0,1,,s,t,[2],t,1,1",
                    "3,g,0 1,AllReduce,,,,s,t,s,t,1,1", "4,h,0 1 2,Broadcast,,,0,s,t,s,t,1,1"])


def test_runtime_execution_order_keys_and_check(tmp_path, logged):
    """2.10's mindspore.utils.runtime_execution_order_check over two ranks' records (ut
    utils/test_runtime_execution_order_check.py; logs measured): a Send and its Receive share
    a key, the Broadcast names rank 2 that has no record, and rank 0's AllReduce -> Send ->
    AllGather against rank 1's AllGather -> Receive -> AllReduce is a cycle."""
    from minicell.utils import runtime_execution_order_check as check
    from minicell.utils.runtime_execution_order_check import (RankFolderParser,
                                                              modify_execute_orders)
    _two_ranks(tmp_path)
    keys = modify_execute_orders(RankFolderParser(str(tmp_path)).parse())
    assert keys == {
        '1': ['AllGather_g_(0,1)_1th', 'Send_Receive_g_(0)->(1)_[2]_1th',
              'AllReduce_g_(0,1)_1th', 'Broadcast_h_commRank:(0,1,2)_rootRank:(0)_1th'],
        '0': ['AllReduce_g_(0,1)_1th', 'Send_Receive_g_(0)->(1)_[2]_1th',
              'AllGather_g_(0,1)_1th']}
    send, gather = 'Send_Receive_g_(0)->(1)_[2]_1th', 'AllGather_g_(0,1)_1th'
    cycle = [('E', 'Cycle detected:'), ('E', f'{send} -> {gather} -> {send} -> {send}'),
             ('E', 'Involving ranks:'), ('E', f'0 {send} -> {gather}'),
             ('E', f'1 {gather} -> {send}')]
    check(str(tmp_path))
    assert logged == [('E', "The following keys are missing for value "
                            "'Broadcast_h_commRank:(0,1,2)_rootRank:(0)_1th': {'2'}")] + cycle
    logged.clear()
    check([str(tmp_path / "rank_0"), str(tmp_path / "rank_1")])        # all_rank False
    assert logged == [('E', "Key '0' is missing the value "
                            "'Broadcast_h_commRank:(0,1,2)_rootRank:(0)_1th'.")] + cycle
    logged.clear()
    check(str(tmp_path / "rank_0"))
    assert logged[-1] == ('W', 'Cycle Check success. There is no cycle in the graph.')
    assert logged[0] == ('E', "The following keys are missing for value "
                              "'AllReduce_g_(0,1)_1th': {'1'}")


def test_runtime_execution_order_bad_inputs(tmp_path, logged):
    """2.10 (measured): a relative path, a file, a rank twice are ValueErrors; a rank without
    its execute_order folder drops its whole path; a bad header drops the rank."""
    from minicell.utils import runtime_execution_order_check as check
    _rank(tmp_path / "a", 0, ["1,g,0,AllReduce,,,,s,t,s,t,1,1"])
    os.makedirs(tmp_path / "a" / "rank_1")
    check(str(tmp_path / "a"))
    missing = tmp_path / "a" / "rank_1" / "execute_order"
    assert logged == [('E', f'File not found: Execute order folder does not exist: {missing} '
                            f'for rank_1 folder.. Please ensure all required files are '
                            f'present.'),
                      ('E', 'No valid rank data found. Execution order check aborted.')]
    _rank(tmp_path / "b", 0, ["1,g,0"], header="a,b,c\n")
    _rank(tmp_path / "b", 1, ["1,g,1,AllReduce,,,,s,t,s,t,1,1"])
    logged.clear()
    check(str(tmp_path / "b"))
    assert logged[-1] == ('W', 'Cycle Check success. There is no cycle in the graph.')
    logged.clear()
    check(str(tmp_path / "b" / "rank_0"))
    assert logged[-1] == ('E', 'Rank 0 has no valid execution orders. Please check the csv file.')
    with pytest.raises(ValueError, match="^Invalid path: rel/path. Please provide an absolute"):
        check("rel/path")
    with pytest.raises(ValueError, match="^Duplicate rank folder detected: rank_0 in "):
        check([str(tmp_path / "b"), str(tmp_path / "b")])
    with pytest.raises(ValueError, match="Paths must either be rank_x folders or directories"):
        check(str(tmp_path / "b" / "rank_1" / "execute_order" / "comm_execute_order.csv"))


@pytest.mark.parametrize("ranks, path, edges", [
    ({'1': ['A', 'B', 'C'], '2': ['C', 'D', 'E'], '3': ['E', 'A']},
     ['A', 'B', 'C', 'D', 'E', 'A'], ['1 A -> B', '1 B -> C', '2 C -> D', '2 D -> E', '3 E -> A']),
    ({'1': ['A', 'B', 'C'], '2': ['D', 'E', 'D']}, ['D', 'E', 'D'], ['2 D -> E', '2 E -> D']),
    ({'1': ['A', 'B'], '2': ['B', 'C'], '3': ['C', 'B']}, ['B', 'C', 'B'],
     ['2 B -> C', '3 C -> B']),
    ({'1': ['A', 'A']}, ['A', 'A'], ['1 A -> A']),
    ({'1': ['A', 'B'], '2': ['B', 'C'], '3': ['C', 'D']}, None, None),
])
def test_detect_cycle_in_graph(ranks, path, edges):
    """2.10's depth-first search: the first cycle in the ranks' insertion order (ut cases)."""
    from minicell.utils.runtime_execution_order_check import detect_cycle_in_graph
    assert detect_cycle_in_graph(ranks) == (path, edges)


def test_comm_exec_order_check_arguments():
    """2.10: a non-str action is a TypeError, another string a ValueError; minicell's runtime
    records no communication order, so "start" refuses with the reason."""
    from minicell.utils import comm_exec_order_check
    with pytest.raises(TypeError, match="^The 'action' parameter must be a string.$"):
        comm_exec_order_check(1)
    with pytest.raises(ValueError, match="^Invalid action. Please use 'start' or 'end'.$"):
        comm_exec_order_check("x")
    with pytest.raises(ms.UnsupportedError, match="CommExecOrderChecker .*Ascend cluster"):
        comm_exec_order_check("start")


class _MakeSparse(ms.nn.Cell):
    def __init__(self, kind, shape):
        super().__init__()
        self.kind, self.shape = kind, shape

    def construct(self, indices, values):
        x = self.kind(indices, values, self.shape)
        return x.values, x.indices


@pytest.mark.parametrize("kind, indices, values, shape, error, text", [
    ("row", [0, 1], (2, 4, 5), (3, 4), TypeError,
     "The size of dense_shape must be the same with the dimension of values 3, but got 2"),
    ("row", [0, 1], (2, 4), (3, 5), TypeError,
     "The 1th element of dense_shape must be same with the 1th dimension of values 4, but got 5"),
    ("row", [0, 1], (3, 4), (3, 4), TypeError, "The first dimension of indices must be the same "
                                               "with the first dimension of values 3, but got 2"),
    ("row", [0, 1], (2, 3), (-1, 3), TypeError,
     "The 0th element of dense_shape must be positive, but got -1"),
    ("coo", [[0, 0], [0, 1]], (2,), (2, 2, 2), TypeError,
     "For COOTensor, `indices.shape[[const vector]{2, 2}]` must be equal to the second dimension "
     "of `indices`: 3 but got 2"),
    ("coo", [[0, 0, 0], [0, 0, 1]], (2,), (2, 2), ValueError,
     "For COOTensor, `indices.shape[1]` must be 2,but got 3"),
    ("coo", [[0, 1]], (1,), (2, 0), TypeError,
     "For COOTensor, the element of `shape` must be positive, but got (2, 0)"),
    ("coo", [[0, 1]], (1,), (2, 2.0), TypeError,
     "For COOTensor, the element type of `shape` must be Int, but got Float32"),
])
def test_sparse_made_in_graph_checks(kind, indices, values, shape, error, text):
    """2.10 checks a RowTensor or COOTensor made in a graph with MakeRowTensor's and
    MakeCOOTensor's infer (texts measured; ut ir/test_row_tensor.py, test_sparse_tensor.py);
    PYNATIVE keeps the constructors' own checks (a RowTensor's parts are not compared)."""
    import numpy as np
    from minicell.common.sparse_tensor import RowTensorInner
    make = _MakeSparse(RowTensorInner if kind == "row" else ms.COOTensor, shape)
    args = ms.Tensor(np.array(indices, np.int32)), ms.Tensor(np.ones(values, np.float32))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(error) as info:
            make(*args)
        assert str(info.value).splitlines()[0] == text
        ms.set_context(mode=ms.PYNATIVE_MODE)
        if kind == "row":
            assert make(*args)[0].shape == values
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def _mindrecord(path, rows=8):
    from minicell.mindrecord import FileWriter
    writer = FileWriter(str(path), 1)
    writer.add_schema({"a": {"type": "int32"}, "b": {"type": "bytes"}}, "s")
    writer.write_raw_data([{"a": i, "b": b"x"} for i in range(rows)])
    writer.commit()
    return str(path)


def test_mindrecord_reader_close_while_iterating_and_bad_meta(tmp_path):
    """2.10 (measured; ut mindrecord/test_mindrecord_base.py, test_mindrecord_exception.py):
    close() inside the get_next() loop ends it after the current row; a .db that is not an
    sqlite file is a RuntimeError naming the failed query, for a file given by name too."""
    from minicell.mindrecord import FileReader
    name = _mindrecord(tmp_path / "a.mindrecord")
    reader, count = FileReader(name), 0
    for _ in reader.get_next():
        count += 1
        if count == 3:
            reader.close()
    assert count == 3
    with open(name + ".db", "w") as f:
        f.write("just for test")
    with pytest.raises(RuntimeError) as info:
        FileReader(name)
    assert str(info.value) == (f"Failed to execute the sql [ SELECT NAME from SHARD_NAME; ] "
                               f"while verifying meta file, file is not a database.\nPlease check "
                               f"the meta file: {name}.db")


@pytest.mark.parametrize("first, second", [(True, False), (False, True)])
def test_mindrecord_parallel_writer_must_stay_the_same(tmp_path, first, second):
    """2.10: write_raw_data's parallel_writer must be the same on every call of one writer
    (RuntimeError, measured both ways); the same value twice writes both batches."""
    from minicell.mindrecord import FileReader, FileWriter
    writer = FileWriter(str(tmp_path / "p.mindrecord"), 1)
    writer.add_schema({"a": {"type": "int32"}}, "s")
    writer.write_raw_data([{"a": 1}], parallel_writer=first)
    with pytest.raises(RuntimeError,
                       match="^The parameter `parallel_writer` must be consistent during use.$"):
        writer.write_raw_data([{"a": 2}], parallel_writer=second)
    writer.write_raw_data([{"a": 3}], parallel_writer=first)
    writer.commit()
    assert FileReader(str(tmp_path / "p.mindrecord")).len() == 2


def test_graph_output_nesting_limit():
    """2.10 (measured; ut ir/test_sequence_max_depth.py): a compiled call's output with lists
    and tuples nested more than 6 levels is a RuntimeError, worded differently when Tensors are
    inside; 6 levels, dicts (no level, not looked into) and deep values left unreturned pass."""
    @ms.jit
    def constants():
        x = [[1], [2, 3], [4, [[5, [6, [7, [8]]]]]]]
        return x

    @ms.jit
    def tensors(t):
        return [([[([(t,)],)]],)]

    @ms.jit
    def fine(t):
        unused = [[[[[[[1]]]]]]]
        return [[[[[t]]]]], {'a': {'b': {'c': {'d': {'e': {'f': [[[[[[[1]]]]]]]}}}}}}

    with pytest.raises(RuntimeError,
                       match=r"^List, tuple and dict nesting is not allowed more than 6 levels\.$"):
        constants()
    with pytest.raises(RuntimeError, match=r"^List nesting is not allowed more than 6 levels\.$"):
        tensors(ms.Tensor([1]))
    out = fine(ms.Tensor([1]))
    assert out[0][0][0][0][0][0].shape == (1,)

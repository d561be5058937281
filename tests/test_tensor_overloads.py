"""MindSpore 2.10's overloaded Tensor methods (ops/overloads.py, ops/tensor_overloads.py): the
signature is chosen by argument count, keyword names and types, the same in both modes, and a
call that fits none raises MindSpore's TypeError."""
import re

import numpy as np
import pytest

import minicell as ms
from minicell import Tensor, nn


def _both(fn, *args, **kwargs):
    """fn(*args) eagerly and under @jit; the two results."""
    return fn(*args, **kwargs), ms.jit(fn)(*args, **kwargs)


def _np(out):
    return [o.asnumpy() for o in out] if isinstance(out, tuple) else out.asnumpy()


X = Tensor(np.arange(4).reshape((2, 2)).astype(np.float32))
MASK = Tensor([False, True])


def _min_numpy(x, where):
    return x.min(0, False, initial=9, where=where, return_indices=False)


def _min_indices(x):
    return x.min(axis=0, return_indices=True), x.min(return_indices=True), x.max(keepdims=False)


def test_min_max_numpy_overload_initial_where_return_indices():
    for out in _both(_min_numpy, X, MASK):
        np.testing.assert_allclose(out.asnumpy(), [9.0, 1.0])
    for (pair, whole, top) in _both(_min_indices, X):
        np.testing.assert_allclose(_np(pair)[0], [0.0, 1.0])
        assert _np(pair)[1].tolist() == [0, 0]
        assert [v.item() for v in _np(whole)] == [0.0, 0]
        assert top.asnumpy().item() == 3.0


def test_max_dim_overload_is_values_and_indices_axis_keyword_is_values():
    values, index = X.max(0)
    assert values.asnumpy().tolist() == [2.0, 3.0] and index.asnumpy().tolist() == [1, 1]
    assert X.max(axis=0).asnumpy().tolist() == [2.0, 3.0]
    assert X.max(dim=1, keepdim=True)[0].shape == (2, 1)


@pytest.mark.parametrize("mode", [ms.GRAPH_MODE, ms.PYNATIVE_MODE])
@pytest.mark.parametrize("kwargs", [dict(where=None, initial=9), dict(initial=MASK, where=MASK),
                                    dict(initial=9, where=MASK, return_indices=1)])
def test_min_numpy_overload_rejects_bad_types(mode, kwargs):
    class Net(nn.Cell):
        def construct(self, x, **kw):
            return x.min(axis=0, keepdims=False, **kw)
    ms.set_context(mode=mode)
    try:
        with pytest.raises(TypeError):
            Net()(X, **kwargs)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def _wrong_type(x):
    return x.max(1, [1])


def _wrong_keyword(x):
    return x.max(a=1, b=2)


@pytest.mark.parametrize("jit", [False, True])
def test_no_matching_overload_lists_every_signature_with_why(jit):
    call = ms.jit(_wrong_type) if jit else _wrong_type
    with pytest.raises(TypeError) as info:
        call(Tensor(1))
    lines = str(info.value).splitlines()
    seq = "list<int>" if jit else "List<int>"       # 2.10's graph and op-by-op parsers
    assert lines[0] == f'Failed calling max with "max(int, {seq})".'
    # op by op 2.10 lists only the signatures that take two arguments (measured)
    assert ('"Tensor.max()"' in lines) == jit
    assert '"Tensor.max(dim=<int>, keepdim=<bool>)"' in lines
    assert lines.count(f"    match failed because invalid types: (int, {seq})") == 2
    assert lines.count(" " * 46 + "~" * 11) == 2       # under the first bad argument
    call = ms.jit(_wrong_keyword) if jit else _wrong_keyword
    with pytest.raises(TypeError, match="match failed because incorrect keyword name: a"):
        call(Tensor(1))


def test_one_candidate_messages_name_the_argument():
    t = Tensor(1)
    with pytest.raises(TypeError, match=r"argument 'keepdims' \(position 2\) must be bool, "
                                        r"not int\."):
        t.max(0, 1, initial=None)
    with pytest.raises(TypeError, match="argument 'initial' must be Number but got list"):
        t.max(0, True, initial=[1])
    with pytest.raises(TypeError, match=r"min\(\) takes 2 positional arguments but 3 were"):
        t.min(None, False, None)
    # op by op 2.10 names the one candidate's unknown keyword (a graph lists it; measured)
    with pytest.raises(TypeError, match="max\\(\\) got an unexpected keyword argument 'il'\\."):
        t.max(1, True, il=2)


def test_whole_argument_list_underlined_for_excess_or_keyword_type():
    x = Tensor(np.array([2.0], np.float32))
    with pytest.raises(TypeError) as info:
        x.add(x, 1)
    assert "invalid types: (Tensor, int)\n" + " " * 41 + "~" * 13 in str(info.value)
    with pytest.raises(TypeError) as info:
        Tensor(np.arange(3.0)).roll(shifts=2, dims=1.1)
    assert "invalid types: (shifts=int, dims=float)\n" + " " * 41 + "~" * 24 in str(info.value)


def test_clamp_overloads_and_implicit_number_as_tensor():
    x = Tensor([1, 2, 3, 4, 5])
    assert x.clamp(Tensor(2), 4).asnumpy().tolist() == [2, 2, 3, 4, 4]   # as MindSpore 2.10
    assert x.clip(max=3, min=1).asnumpy().tolist() == [1, 2, 3, 3, 3]
    # too many arguments: 2.10's graph listing also op by op (measured)
    with pytest.raises(TypeError, match='"Tensor.clamp\\(min=<number,None>, max=<number,None>'):
        x.clamp(1, [1], 1)
    with pytest.raises(TypeError, match="incorrect keyword name: max_value"):
        x.clamp(min=1, max_value=10)


def test_add_sub_alpha_div_rounding_mode():
    x = Tensor([1.0, 5.0])
    assert x.add(x, alpha=2).asnumpy().tolist() == [3.0, 15.0]
    assert x.sub(1, alpha=2).asnumpy().tolist() == [-1.0, 3.0]
    assert x.div(2, rounding_mode="floor").asnumpy().tolist() == [0.0, 2.0]
    with pytest.raises(TypeError, match="Tensor.div\\(other=<number,Tensor>\\)"):
        x.div(x, rounding_mode="floor", mode="floor")
    with pytest.raises(TypeError, match="Tensor.add\\(other=<number>, \\*, alpha=<number>\\)"):
        Tensor.add(x)
    with pytest.raises(TypeError):
        fn2 = lambda a: a.add("1")
        ms.jit(fn2)(Tensor(2))


def test_unbound_method_on_a_non_tensor_is_a_descriptor_error():
    with pytest.raises(TypeError, match="descriptor 'add' for 'Tensor' objects doesn't apply "
                                        "to a 'list' object"):
        Tensor.add([1], [2])
    with pytest.raises(TypeError, match="descriptor 'mean'"):
        Tensor.mean("1", "0", 0)
    assert Tensor.mean(X, 0).asnumpy().tolist() == [1.0, 2.0]


def _sums(x):
    return (x.sum(dtype=ms.bool_, initial=12), x.sum(dtype=ms.int32, initial=12),
            x.sum(2, True, dtype=None), x.sum(axis=[0, 1], keepdims=True))


def test_sum_overloads_numpy_form_casts_after_summing():
    x = Tensor([[[1, 2, 3], [2, 3, 4]]], ms.float32)
    for flag, total, dim2, axes in _both(_sums, x):
        assert flag.dtype == ms.bool_ and flag.asnumpy().item() is True
        assert total.dtype == ms.int32 and total.asnumpy().item() == 27
        assert dim2.asnumpy().tolist() == [[[6.0], [9.0]]]
        assert axes.asnumpy().tolist() == [[[3.0, 5.0, 7.0]]]


def test_repeat_interleave_dim_keyword_both_modes():
    x = Tensor(np.array([[0, 1, 2], [3, 4, 5]]), ms.int32)
    by_keyword = lambda t: t.repeat_interleave(repeats=2, dim=0)
    for out in _both(by_keyword, x):
        assert out.asnumpy().tolist() == [[0, 1, 2], [0, 1, 2], [3, 4, 5], [3, 4, 5]]
    assert x.repeat_interleave(2).shape == (12,)


@pytest.mark.parametrize("jit", [False, True])
def test_reshape_dimension_types(jit):
    def bad2(x):
        return x.reshape(1, 1.1)

    def bad1(x):
        return x.reshape(1.1)
    # measured on 2.10: a graph names the argument's position, op by op its parser unpacks
    # the ints (naming the first other item) or names the whole argument's type
    eager = ("reshape(): argument 'shape'(position 0) should be tuple of int, but unpack failed "
             "at pos 1 (got float).", "reshape(): argument 'shape' (position 1) must be tuple of "
             "int but found type of float at pos 0.")
    for fn, pos, text in ((bad2, 2, eager[0]), (bad1, 1, eager[1])):
        if jit:
            text = f"reshape(): argument 'shape' (position {pos}) must be tuple of int, not float."
        with pytest.raises(TypeError, match=re.escape(text)):
            (ms.jit(fn) if jit else fn)(Tensor(1))
    assert Tensor([1, 2]).reshape(2, 1).shape == (2, 1)


def _splits(x):
    return (x.split(split_size=2, dim=1), x.split(split_size=[1, 2], dim=1),
            x.split(split_size_or_sections=(1, 1), axis=0), x.split(1, 0),
            x.chunk(2, dim=1), x.chunk(chunks=2, axis=0), x.chunk(dim=1, chunks=3))


def test_split_chunk_overloads_dim_and_axis_keywords_both_modes():
    x = Tensor(np.arange(6).reshape((2, 3)).astype(np.float32))
    outs = _splits(x)
    shapes = [[p.shape for p in out] for out in outs]
    assert shapes == [[(2, 2), (2, 1)], [(2, 1), (2, 2)], [(1, 3), (1, 3)], [(1, 3), (1, 3)],
                      [(2, 2), (2, 1)], [(1, 3), (1, 3)], [(2, 1), (2, 1), (2, 1)]]
    assert outs[1][1].asnumpy().tolist() == [[1.0, 2.0], [4.0, 5.0]]
    # in a graph 2.10 computes the older signatures and split_size=<tuple> (SplitWithSize);
    # split_size=<int> and chunk(dim=) select SplitTensor / Chunk, which have no CPU kernel
    # there (tests/test_st52_graph_kernels.py)
    fn3 = (lambda t: (t.split(split_size=[1, 2], dim=1),
                      t.split(split_size_or_sections=(1, 1), axis=0), t.split(1, 0),
                      t.chunk(chunks=2, axis=0)))
    jitted = ms.jit(fn3)(x)
    assert [[p.shape for p in out] for out in jitted] == [shapes[i] for i in (1, 2, 3, 5)]
    assert jitted[0][1].asnumpy().tolist() == [[1.0, 2.0], [4.0, 5.0]]
    with pytest.raises(TypeError, match="incorrect keyword name: axis"):
        x.split(split_size=1, axis=0)
    with pytest.raises(TypeError, match=r'"Tensor.split\(split_size=<list of int, tuple of int>, '
                                        r'dim=<int>\)"'):
        x.split(1.5)
    with pytest.raises(TypeError, match='Failed calling chunk with "chunk\\(int, dim=int, '):
        x.chunk(2, dim=0, axis=0)


def _repeat_by(x, rows, each):
    return x.repeat_interleave(rows, 0), x.repeat_interleave(dim=None, repeats=each)


def test_repeat_interleave_counts_per_element_list_tuple_tensor_both_modes():
    x = Tensor(np.array([[1, 2], [3, 4]]), ms.int32)
    assert x.repeat_interleave([1, 2], 1).asnumpy().tolist() == [[1, 2, 2], [3, 4, 4]]
    assert ms.ops.repeat_interleave(x, (0, 2), 0).asnumpy().tolist() == [[3, 4], [3, 4]]
    assert ms.mint.repeat_interleave(x, Tensor([3]), 1).shape == (2, 6)
    by_dim, flat = _repeat_by(x, Tensor(np.array([1, 2])), Tensor([1, 2, 0, 1]))
    assert by_dim.asnumpy().tolist() == [[1, 2], [3, 4], [3, 4]]
    assert flat.asnumpy().tolist() == [1, 2, 2, 4]
    # 2.10 (measured, CPU): a graph reads a Tensor's counts with TensorToList, no CPU kernel
    with pytest.raises(RuntimeError, match=r"Unsupported op \[TensorToList\] on CPU"):
        ms.jit(_repeat_by)(x, Tensor(np.array([1, 2])), Tensor([1, 2, 0, 1]))
    with pytest.raises(ValueError, match="the length of 'repeats' 3, the shape of the original "
                                         "tensor in the 'axis' dimension 2"):
        x.repeat_interleave([1, 2, 3], 0)
    with pytest.raises(TypeError, match=r"in \[1.0, 2.0\] should be int, but got <class 'float'>"):
        x.repeat_interleave(Tensor([1.0, 2.0]), 0)
    with pytest.raises(ValueError, match=r"For 'repeat_elements', the 'rep' must be in range of "
                                         r"\(0, 2147483647\], but got -1 with type 'int'"):
        x.repeat_interleave([1, -1], 0)


def _reductions(x):
    return (x.mean(1, keepdim=True, dtype=ms.float16), x.mean(axis=0, keep_dims=True),
            x.any(dim=1), x.all(dim=0, keepdim=True), x.prod(dim=0), x.prod(1),
            x.any(axis=(0, 1)))


def test_mean_prod_all_any_take_dim_keepdim_and_axis_keep_dims_both_modes():
    """2.10's ``dim``/``keepdim`` spelling and the older ``axis``/``keep_dims`` one."""
    for out in _both(_reductions, X):
        mean_h, mean_a, any_d, all_d, prod_d, prod_a, any_all = out
        assert mean_h.dtype == ms.float16 and mean_h.asnumpy().tolist() == [[0.5], [2.5]]
        assert mean_a.asnumpy().tolist() == [[1.0, 2.0]]
        assert any_d.asnumpy().tolist() == [True, True]
        assert all_d.asnumpy().tolist() == [[False, True]]
        assert prod_d.asnumpy().tolist() == [0.0, 3.0] and prod_a.asnumpy().tolist() == [0.0, 6.0]
        assert any_all.asnumpy().item() is True
    with pytest.raises(TypeError, match="incorrect keyword name: axis"):
        X.prod(axis=1)                  # 2.10's one prod signature (measured)
    assert X.cumsum(dim=0).asnumpy().tolist() == [[0.0, 1.0], [2.0, 4.0]]


@pytest.mark.parametrize("call", [lambda: X.mean(1, 1), lambda: X.mean(dim=2.0),
                                  lambda: X.any(1, [1]), lambda: X.prod(1, True, 3)])
def test_reductions_reject_non_bool_keepdim_and_bad_dim(call):
    with pytest.raises(TypeError, match="Failed calling"):
        call()


def _gathers(x, i, index):
    return x.gather(1, index), x.gather(index=index, dim=0), x.gather(i, 0), x.gather(i, axis=1)


def test_gather_dim_index_is_gather_d_input_indices_axis_is_gather_both_modes():
    index, i = Tensor(np.array([[1, 0], [0, 0]], np.int32)), Tensor(np.array([1, 0], np.int32))
    for d1, d0, rows, cols in _both(_gathers, X, i, index):
        assert d1.asnumpy().tolist() == [[1.0, 0.0], [2.0, 2.0]]
        assert d0.asnumpy().tolist() == [[2.0, 1.0], [0.0, 1.0]]
        assert rows.asnumpy().tolist() == [[2.0, 3.0], [0.0, 1.0]]
        assert cols.asnumpy().tolist() == [[1.0, 0.0], [3.0, 2.0]]
    with pytest.raises(TypeError, match="Failed calling gather"):
        X.gather(i)


def _flatten_round_augmented(x):
    return (x.flatten(1, 2), x.flatten(0, end_dim=1), x.flatten("F", start_dim=1), x.flatten(),
            x.round(0), x.__sub__(1.0, alpha=2), x.__isub__(1.0, alpha=2), x.__iadd__(x),
            x.__imul__(2.0), x.__itruediv__(2.0), x.__ifloordiv__(2.0), x.__imod__(2.0))


def test_flatten_start_end_positional_round_decimals_augmented_dunders_both_modes():
    """2.10: ``t.flatten(start_dim, end_dim)`` next to ``t.flatten(order, *, ...)``;
    ``t.round(decimals)`` positional (0: any other raises on 2.10 CPU); ``__iadd__``/``__isub__``
    (with ``alpha``), ``__imul__``,
    ``__itruediv__``, ``__ifloordiv__``, ``__imod__`` return a new Tensor."""
    base = np.arange(24).reshape((2, 3, 4)).astype(np.float32) / 8
    for out in _both(_flatten_round_augmented, Tensor(base)):
        assert [o.shape for o in out[:4]] == [(2, 12), (6, 4), (4, 6), (24,)]
        np.testing.assert_allclose(out[4].asnumpy(), np.round(base), rtol=1e-6)
        np.testing.assert_allclose(out[5].asnumpy(), base - 2)
        np.testing.assert_allclose(out[6].asnumpy(), base - 2)
        np.testing.assert_allclose(out[7].asnumpy(), base * 2)
        np.testing.assert_allclose(out[8].asnumpy(), base * 2)
        np.testing.assert_allclose(out[9].asnumpy(), base / 2)
        np.testing.assert_allclose(out[10].asnumpy(), base // 2)
        np.testing.assert_allclose(out[11].asnumpy(), base % 2)
    t = Tensor([1.0, 2.0])
    u = t
    u -= 1
    assert t.asnumpy().tolist() == [1.0, 2.0] and u.asnumpy().tolist() == [0.0, 1.0]
    with pytest.raises(TypeError, match=r"^deprecated_tensor_flatten\(\) takes from 1 to 2 "
                                        r"positional arguments but 3 were given$"):
        t.flatten("F", 1)       # (2.10, measured; 'C', 0, 0: '... but 4 were given')
    assert t.flatten("F").asnumpy().tolist() == [1.0, 2.0]


def _index_selects(x, i):
    return x.index_select(1, i), x.index_select(dim=1, index=i), x.index_select(axis=0, index=i)


def test_index_select_takes_dim_or_axis_keyword_both_modes():
    i = Tensor(np.array([1, 1, 0], np.int32))
    by_pos, by_dim, by_axis = _index_selects(X, i)
    assert by_pos.asnumpy().tolist() == by_dim.asnumpy().tolist() == \
        [[1.0, 1.0, 0.0], [3.0, 3.0, 2.0]]
    assert by_axis.asnumpy().tolist() == [[2.0, 3.0], [2.0, 3.0], [0.0, 1.0]]
    # under @jit 2.10 computes positional and axis= calls; dim= selects IndexSelect, which has
    # no CPU kernel in a graph (tests/test_st53_graph_kernels.py; measured on 2.10 CPU)
    fn4 = (lambda x, j: (x.index_select(1, j),
                         x.index_select(axis=0, index=j)))
    by_pos, by_axis = ms.jit(fn4)(X, i)
    assert by_pos.asnumpy().tolist() == [[1.0, 1.0, 0.0], [3.0, 3.0, 2.0]]
    assert by_axis.asnumpy().tolist() == [[2.0, 3.0], [2.0, 3.0], [0.0, 1.0]]
    with pytest.raises(RuntimeError, match=r"Unsupported op \[IndexSelect\] on CPU"):
        fn5 = lambda x, j: x.index_select(dim=1, index=j)
        ms.jit(fn5)(X, i)
    with pytest.raises(TypeError, match='index_select\\(axis=int, dim=int, index=Tensor\\)'):
        X.index_select(axis=1, dim=0, index=i)


def _scatters(x, i, s):
    return (x.scatter(dim=1, index=i, src=s), x.scatter(axis=1, index=i, src=s),
            x.scatter(1, i, 2.0), x.scatter(1, i, s, reduce="add"),
            x.scatter(1, i, s, reduce="multiply"))


def test_scatter_takes_dim_or_axis_keyword_and_reduce_both_modes():
    x = Tensor(np.array([[1, 2, 3, 4, 5]], np.float32))
    i = Tensor(np.array([[2, 4]], np.int64))
    s = Tensor(np.array([[8, 8]], np.float32))
    for out in _both(_scatters, x, i, s):
        assert [o.asnumpy().tolist()[0] for o in out] == [
            [1, 2, 8, 4, 8], [1, 2, 8, 4, 8], [1, 2, 2, 4, 2], [1, 2, 11, 4, 13],
            [1, 2, 24, 4, 40]]
    with pytest.raises(ValueError, match="'reduce' must be"):
        x.scatter(1, i, s, reduce="max")


def _remainders(x, d):
    return x.remainder(divisor=-1.5), x.remainder(other=d), x.remainder(d)


def test_remainder_takes_other_or_divisor_keyword_both_modes():
    x, d = Tensor([-3.0, -1.0, 2.0]), Tensor([2.0, -2.0, 1.5])
    for by_divisor, by_other, positional in _both(_remainders, x, d):
        np.testing.assert_allclose(by_divisor.asnumpy(), [0.0, -1.0, -1.0])
        np.testing.assert_allclose(by_other.asnumpy(), [1.0, -1.0, 0.5])
        np.testing.assert_allclose(positional.asnumpy(), [1.0, -1.0, 0.5])
    with pytest.raises(TypeError, match="Tensor.remainder\\(divisor=<Number, Tensor>\\)"):
        x.remainder([2.0])                      # op by op: sorted, long names (measured)


def _selects(x, cond, y):
    return x.select(1, -1), x.select(dim=0, index=1), x.select(cond, y), x.select(cond, 7.0)


def test_select_takes_dim_index_or_condition_y_both_modes():
    x = Tensor([[2.0, 3.0], [4.0, 5.0]])
    cond, y = Tensor([True, False]), Tensor([0.5, 0.25])
    for by_dim, by_keywords, where, scalar in _both(_selects, x, cond, y):
        assert by_dim.asnumpy().tolist() == [3.0, 5.0]
        assert by_keywords.asnumpy().tolist() == [4.0, 5.0]
        assert where.asnumpy().tolist() == [[2.0, 0.25], [4.0, 0.25]]
        assert scalar.asnumpy().tolist() == [[2.0, 7.0], [4.0, 7.0]]
    with pytest.raises(ValueError, match="start: 2, start should be in \\[-2, 2\\)"):
        x.select(0, 2)
    with pytest.raises(TypeError, match="if the argument 'y' is int, then the tensor type "
                                        "should be int32 but got Float32"):
        x.select(cond, 1)
    with pytest.raises(TypeError, match="Tensor.select\\(condition=<Tensor>"):
        x.select(1, y)


def _extremes_positional(x):
    return x.max(2), x.min(1, True), x.max(-2, False), x.max(dim=2), x.min(0, keepdim=True)


def test_max_min_positional_axis_is_the_values_alone_in_a_graph():
    """2.10's graph compiler tries max/min's numpy-style signature before (dim, keepdim): in
    GRAPH_MODE and @jit x.max(2) is the values alone, eagerly (values, indices); dim= or
    keepdim= pick the pair in both (measured on 2.10; mindyolo's YOLOv5 loss compares
    x.max(2) with a number)."""
    x = Tensor(np.array([[[1., 5, 2], [7, 0, 3]], [[4, 4, 1], [2, 9, 8]]], np.float32))
    eager, graph = _both(_extremes_positional, x)
    values = ([[5.0, 7.0], [4.0, 9.0]], [[[1.0, 0.0, 2.0]], [[2.0, 4.0, 1.0]]],
              [[7.0, 5.0, 3.0], [4.0, 9.0, 8.0]], [[5.0, 7.0], [4.0, 9.0]],
              [[[1.0, 4.0, 1.0], [2.0, 0.0, 3.0]]])
    indices = ([[1, 0], [0, 1]], [[[0, 1, 0]], [[1, 0, 0]]], [[1, 0, 1], [0, 1, 1]],
               [[1, 0], [0, 1]], [[[0, 1, 1], [1, 0, 0]]])
    for out, v, i in zip(eager, values, indices):
        assert isinstance(out, tuple)
        assert out[0].asnumpy().tolist() == v and out[1].asnumpy().tolist() == i
    for k, (out, v, i) in enumerate(zip(graph, values, indices)):
        if k < 3:
            assert isinstance(out, Tensor) and out.asnumpy().tolist() == v
        else:
            assert out[0].asnumpy().tolist() == v and out[1].asnumpy().tolist() == i


class _MaxBelow(nn.Cell):
    def construct(self, x):
        return x.max(1) < 4.0


def test_max_positional_axis_compares_with_a_number_in_graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        out = _MaxBelow()(Tensor(np.array([[1., 3.], [5., 2.]], np.float32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert out.asnumpy().tolist() == [True, False]

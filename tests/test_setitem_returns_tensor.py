"""``Tensor.__setitem__`` returns the tensor it wrote, as in MindSpore 2.10 (measured:
``x.__setitem__(slice(None), v)`` is ``x``; PIJit's st tests pass it as an assign function)."""
import minicell as ms


def test_setitem_called_directly_returns_the_tensor():
    x = ms.Parameter(ms.Tensor([1]), name="x")
    assert x.__setitem__(slice(None), ms.Tensor([2])) is x
    assert x.asnumpy().tolist() == [2]
    t = ms.Tensor([1.0, 2.0])
    assert t.__setitem__(0, 5.0) is t and t.asnumpy().tolist() == [5.0, 2.0]


def test_setitem_result_is_usable_in_a_compiled_function():
    @ms.jit
    def f(t, v):
        return t.__setitem__(0, v) + 1
    assert f(ms.Tensor([1.0, 2.0]), ms.Tensor(5.0)).asnumpy().tolist() == [6.0, 3.0]

"""MindSpore's sparse layers (``mindspore.nn.sparse``): ``SparseToDense`` and
``SparseTensorDenseMatmul``, Cells over the sparse ops of ``minicell.ops``.

>>> import minicell as ms
>>> from minicell import nn
>>> x = ms.COOTensor(ms.Tensor([[0, 1]], ms.int32), ms.Tensor([3.0]), (2, 2))
>>> nn.SparseToDense()(x).asnumpy().tolist()
[[0.0, 3.0], [0.0, 0.0]]
"""
from ... import _checkparam as _validator
from ...common.sparse_tensor import COOTensor
from ...ops import SparseTensorDenseMatmul as _SparseTensorDenseMatmul
from ..cell import Cell


class SparseToDense(Cell):
    """The dense Tensor of a COOTensor (MindSpore's deprecated ``nn.SparseToDense``)."""

    def construct(self, sparse_tensor):
        if not isinstance(sparse_tensor, COOTensor):
            raise TypeError(f"For 'SparseToDense', the input must be a COOTensor, but got "
                            f"{type(sparse_tensor).__name__}.")
        return sparse_tensor.to_dense()


class SparseTensorDenseMatmul(Cell):
    """``op(sparse) @ op(dense)`` for a COO matrix ``(indices, values, sparse_shape)`` and a
    dense one (``adjoint_st`` / ``adjoint_dt`` transpose them), as ``ops.SparseTensorDenseMatmul``."""

    def __init__(self, adjoint_st=False, adjoint_dt=False):
        super().__init__()
        for name, value in (("adjoint_st", adjoint_st), ("adjoint_dt", adjoint_dt)):
            _validator.check_value_type(name, value, [bool], "SparseTensorDenseMatmul")
        self.adjoint_st, self.adjoint_dt = adjoint_st, adjoint_dt
        self.sparse_dense_matmul = _SparseTensorDenseMatmul(adjoint_st=adjoint_st,
                                                            adjoint_dt=adjoint_dt)

    def construct(self, indices, values, sparse_shape, dense):
        return self.sparse_dense_matmul(indices, values, sparse_shape, dense)


__all__ = ["SparseToDense", "SparseTensorDenseMatmul"]

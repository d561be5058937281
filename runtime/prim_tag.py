"""Which MindSpore 2.10 primitive a traced matrix product stands for.

minicell has one ``matmul`` op for ``P.MatMul``, ``P.BatchMatMul``, ``ops.bmm``, ``ops.matmul``,
``x @ y`` and ``mint.matmul``, and one ``dense`` op for ``nn.Dense``, ``ops.dense`` and
``mint.nn.Linear``. MindSpore 2.10 runs these as different primitives, and its FLOPs count
(``flops_collection``, ``FlopsUtilizationCollector``) counts only MatMul, BatchMatMul and Conv2D
(measured: ``P.MatMul`` counts, ``ops.matmul``, a MatMulExt, does not). The spellings that
are such a primitive in 2.10 call ``tag(out, name)`` on their result; in a GRAPH_MODE trace the
tracer records the name for the node that made ``out`` (``Builder.tag_prim``), eagerly nothing
happens. The tag changes no computation.
"""
from .dispatch import state


def tag(out, prim):
    """Record that ``out`` (a Tensor a traced op just made) is MindSpore's primitive ``prim``;
    returns ``out``."""
    state.tracer.tag_prim(out, prim)
    return out

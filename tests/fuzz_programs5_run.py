"""Runs one ``fuzz_programs5`` program in one mode: the forward call of ``Prog``, its Parameters
after the call, gradients of ``LossNet`` and one functional transform of ``Inner`` chosen by
the seed. It uses only the program module's own ``ms``/``ops``, so the same runner measures
MindSpore 2.10 on a program whose imports name ``mindspore``."""
import numpy as np

X = (((np.arange(24).reshape(4, 6) * 7) % 13 - 6) / 4.0).astype(np.float32)
K = ((np.arange(24).reshape(4, 6) * 5) % 7 - 3).astype(np.int32)
H = np.sin(np.arange(24).reshape(4, 6) * 0.9).astype(np.float16)
A = np.cos(np.arange(24).reshape(4, 6) * 0.4).astype(np.float32)
B = (np.arange(24).reshape(4, 6) % 5 * 0.3 - 0.6).astype(np.float32)


def plain(ms, value):
    """Nested lists of ``(dtype, shape, array)`` for Tensors and ``(type, value)`` for Python
    numbers, so that a Tensor and a number never compare equal."""
    if isinstance(value, (tuple, list)):
        return [plain(ms, v) for v in value]
    if isinstance(value, ms.Tensor):
        return (str(value.dtype), tuple(value.shape), value.asnumpy().copy())
    return (type(value).__name__, str(value) if type(value).__name__ not in (
        "int", "float", "bool", "NoneType") else value)


def _transform(mod, seed):
    ms, ops = mod.ms, mod.ops
    inner = mod.Inner()
    a, b = ms.Tensor(A), ms.Tensor(B)
    kind = seed % 14
    if kind == 0:
        return ms.vmap(inner, in_axes=(0, None), out_axes=0)(a, ms.Tensor(B[0]))
    if kind == 1:
        return ms.vmap(inner, in_axes=(None, 0), out_axes=(1, 0))(a[0], b)
    if kind == 2:
        if mod.INNER_ELEMENTWISE:
            return ms.vmap(ms.vmap(inner, in_axes=(0, 0)), in_axes=(1, 1))(a, b)
        return ms.vmap(inner, in_axes=(0, 0), out_axes=(0, 1))(a, b)
    if kind == 3:
        return ops.jvp(inner, (a, b), (ops.ones_like(a) * 0.5, ops.ones_like(b)))
    if kind == 4:
        out, fn = ops.vjp(inner, a, b)
        return out, fn((ops.ones_like(out[0]), ops.ones_like(out[1]) * 2.0))
    if kind == 5:
        def f1(u):
            return inner(u, b)[0].sum()
        return ms.grad(ms.grad(f1))(a)
    if kind == 6:
        sens = (ops.ones_like(a) * 0.5, ops.ones_like(a) * 1.5)
        return ops.GradOperation(get_all=True, sens_param=True)(inner)(a, b, sens)
    if kind == 7:
        return mod.TGrad(inner)(a, b)
    if kind == 8:
        return mod.TVmap(inner)(a, ms.Tensor(B[0]))
    if kind == 9:
        return mod.TJvp(inner)(a, b, ops.ones_like(a) * 0.25)
    if kind == 10:
        return mod.TGrad2(inner)(a, b)
    if kind == 12:
        return mod.TVjp(inner)(a, b)
    if kind == 13:
        return mod.TSens(inner)(a, b)

    def f2(u, v):
        o1, o2 = inner(u, v)
        return (o1 * o2).sum()
    return ms.value_and_grad(f2, grad_position=(0, 1), weights=inner.trainable_params())(a, b)


def run_program(mod, mode, seed):
    """``(outputs, parameters, gradients, transform)`` of the program in ``mode``."""
    ms, ops = mod.ms, mod.ops
    ms.set_context(mode=mode)
    x, k, h = ms.Tensor(X), ms.Tensor(K), ms.Tensor(H)
    net = mod.Prog()
    out = plain(ms, net(x, k, h))
    params = {p.name: p.asnumpy().copy() for p in net.get_parameters()}
    loss = mod.LossNet(net)
    if not mod.DIFFERENTIABLE:
        grads = None
    elif seed % 2:
        grads = ms.grad(loss, grad_position=0, weights=net.trainable_params())(x, k, h)
    else:
        grads = ops.GradOperation(get_all=True, get_by_list=True)(
            loss, ms.ParameterTuple(net.trainable_params()))(x, k, h)
    return out, params, plain(ms, grads), plain(ms, _transform(mod, seed))

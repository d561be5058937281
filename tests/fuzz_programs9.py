"""Random programs for the ninth GRAPH_MODE vs PYNATIVE_MODE fuzzer (test_graph_fuzz9):
``fuzz_programs3``'s programs (same module template, ``construct(x, y)``, dtype and shape
tracking) with more of the arithmetic users write between its statements:

- a tensor-dependent ``if`` inside ``for i in range(n)`` accumulating a tensor and a Python int
  counter (an ``else`` branch, a tensor ``break`` after it);
- reductions with ``keep_dims`` over several axes (Tensor methods, ``ops.amax``/``amin``,
  ``P.ReduceMax``/``ReduceSum``/``ReduceAny`` instances);
- 0-d tensors (a full reduction, ``ms.Tensor(2.5)``, a 0-d bool) broadcast against tensors;
- integer floor division and modulo by negative Python ints and tensors (both operand orders),
  float ``//`` and ``%`` by negative numbers;
- ``ops.clip``/``clamp``/``Tensor.clip`` and ``ops.where`` with Python scalar operands;
- slicing with negative steps and assignment through them (``v[::-1, 1] += 1.5``,
  ``v[3:0:-2, ::-1] = s``), plain and augmented.

Every statement keeps the rules of ``fuzz_programs3``: fresh names, a known dtype kind and shape
for each, no division by zero, every loop bounded. 2.10's PYNATIVE_MODE CPU kernels fail most
assignments through a negative-step slice (TensorScatterUpdate 'indices out of range', measured)
where numpy's semantics are plain; minicell follows numpy in both modes."""
import random

import fuzz_programs3
from fuzz_programs3 import _Gen
from fuzz_programs3_more import _SCALARS, _bshape, _cat, _promote

_NEW = ["for_if_acc", "multi_reduce", "zero_d", "neg_divmod", "clip_where", "neg_slice_set"]


class _Gen9(_Gen):
    def __init__(self, seed):
        super().__init__(seed)
        self.r = random.Random(seed * 7919 + 9)   # not fuzz_programs3's program for the seed

    def statement(self, ind):
        if self.r.random() < 0.55:
            return super().statement(ind)
        for _ in range(20):
            saved = len(self.lines), dict(self.vars), list(self.ints)
            try:
                return getattr(self, "s_" + self.r.choice(_NEW))(ind)
            except (KeyError, TypeError, IndexError, ValueError):
                del self.lines[saved[0]:]
                self.vars, self.ints = saved[1], saved[2]
        return super().statement(ind)

    def s_for_if_acc(self, ind):
        r = self.r
        a = self.pick("f", lambda s: s == (4, 3))
        ka = self.vars[a][0]
        acc, cnt, i = self.fresh(), f"k{self.n}", f"i{self.n}"
        self.define(ind, acc, f"{a}[0] * 0.0", ka, (3,))
        self.emit(ind, f"{cnt} = 0")
        self.emit(ind, f"for {i} in range({r.randint(2, 4)}):")
        self.emit(ind + 1, f"if {a}[{i}].{r.choice(['sum', 'max', 'min'])}() > "
                           f"{round(r.uniform(-1, 1), 2)}:")
        self.emit(ind + 2, f"{acc} = {acc} + {a}[{i}] * ({i} + 1)")
        self.emit(ind + 2, f"{cnt} = {cnt} + {r.choice(['1', i])}")
        if r.random() < 0.6:
            self.emit(ind + 1, "else:")
            self.emit(ind + 2, r.choice([f"{acc} = {acc} - 0.5", f"{acc} = {acc} * 0.5"]))
        if r.random() < 0.4:
            self.emit(ind + 1, f"if {acc}.max() > {round(r.uniform(0.5, 3), 2)}:")
            self.emit(ind + 2, "break")
        self.ints.append(cnt)
        self.define(ind, self.fresh(), f"{acc} * ({cnt} + 1)", ka, (3,))

    def s_multi_reduce(self, ind):
        r = self.r
        a = self.pick("ifb", lambda s: len(s) == 2)
        ka, sa = self.vars[a]
        axes = r.choice(["(0, 1)", "(1, 0)", "(-1, 0)", "(0, -1)", "(-2, -1)"])
        keep = r.random() < 0.7
        shape = (1, 1) if keep else ()
        if _cat(ka) == "b":
            form = r.choice([f"ops.ReduceAny({keep})({a}, {axes})",
                             f"ops.ReduceAll(keep_dims={keep})({a}, {axes})",
                             f"{a}.any(axis={axes}, keep_dims={keep})"])
            return self.define(ind, self.fresh(), form, "b", shape)
        forms = [(f"{a}.sum(axis={axes}, keepdims={keep})", "i64" if _cat(ka) == "i" else ka),
                 (f"ops.ReduceMax(keep_dims={keep})({a}, {axes})", ka),
                 (f"ops.amin({a}, {axes}, {keep})", ka),
                 (f"{a}.max(axis={axes}, keepdims={keep})", ka)]
        if _cat(ka) == "f":
            forms += [(f"{a}.mean(axis={axes}, keep_dims={keep})", ka),
                      (f"ops.ReduceSum({keep})({a}, {axes})", ka),
                      (f"ops.amax({a}, {axes}, {keep}) - {a}.min(axis={axes}, keepdims={keep})",
                       ka)]
        form, kind = r.choice(forms)
        self.define(ind, self.fresh(), form, kind, shape)

    def s_zero_d(self, ind):
        r = self.r
        b = self.pick("if")
        kb, sb = self.vars[b]
        a = self.pick("f")
        k = r.randint(0, 4)
        if k == 0:        # a full reduction of a float tensor broadcast against b
            ka = self.vars[a][0]
            self.define(ind, self.fresh(), f"{a}.sum() * 0.25 * {b}", _promote(ka, kb), sb)
        elif k == 1:
            self.define(ind, self.fresh(), f"ms.Tensor(2.5, ms.float32) + {b}",
                        _promote("f", kb), sb)
        elif k == 2:      # a 0-d int tensor: int32 with an int tensor, floats keep theirs
            self.define(ind, self.fresh(), f"{b} * ms.Tensor(-3, ms.int32) + 1",
                        _promote("i", kb), sb)
        elif k == 3:      # a 0-d bool times b
            self.define(ind, self.fresh(), f"({a}.mean() > 0) * {b}", kb, sb)
        else:
            ka = self.vars[a][0]
            self.define(ind, self.fresh(), f"{b} - {a}.max() + {a}[..., 0].min()",
                        _promote(ka, kb), sb)

    def s_neg_divmod(self, ind):
        r = self.r
        a = self.pick("if")
        ka, sa = self.vars[a]
        if _cat(ka) == "i":
            forms = [(f"{a} // -3", ka), (f"{a} % -4", ka), (f"-7 // ({a}.abs() + 1)", ka),
                     (f"-5 % ({a}.abs() + 2)", ka), (f"ops.floor_div({a}, -2)", ka),
                     (f"ops.floor_mod({a}, ms.Tensor(-3, ms.int32))", _promote(ka, "i")),
                     (f"(-{a}) // ({a} * 0 + 4)", ka)]
        else:
            forms = [(f"{a} // -0.75", ka), (f"{a} % -1.5", ka),
                     (f"ops.floor_mod({a}, -1.25)", ka), (f"-2.5 // ({a}.abs() + 0.5)", ka)]
        form, kind = r.choice(forms)
        self.define(ind, self.fresh(), form, kind, sa)

    def s_clip_where(self, ind):
        r = self.r
        a = self.pick("if")
        ka, sa = self.vars[a]
        m = self.pick("b", lambda s: _bshape(sa, s) == sa) or f"({a} > 0)"
        if _cat(ka) == "i":
            forms = [f"ops.clip({a}, -2, 3)", f"ops.clamp({a}, min=-1)", f"{a}.clip(0, 5)",
                     f"ops.where({m}, {a}, 0)", f"ops.where({m}, 1, {a})"]
        else:
            forms = [f"ops.clip({a}, -0.5, 1.0)", f"ops.clamp({a}, min=-0.25)",
                     f"{a}.clip(-1, 1)", f"ops.clamp({a}, max=0.75)",
                     f"ops.where({m}, {a}, 0.0)", f"ops.where({m}, -1.0, {a})"]
        self.define(ind, self.fresh(), r.choice(forms), ka, sa)

    def s_neg_slice_set(self, ind):
        r = self.r
        a = self.pick("if", lambda s: s == (4, 3))
        ka = self.vars[a][0]
        src = self.pick(_cat(ka), lambda s: s == (4, 3)) or a
        v = self.fresh()
        self.define(ind, v, f"{a} * 1" if _cat(ka) == "i" else f"{a} + 0.0", ka, (4, 3))
        sc = r.choice(_SCALARS["f" if _cat(ka) == "f" else "i"])
        self.emit(ind, r.choice([
            f"{v}[::-2] = {sc}", f"{v}[3:0:-2, ::-1] = {sc}", f"{v}[::-1, 1] += {sc}",
            f"{v}[:, ::-1] = {src}", f"{v}[-1:-4:-1] = {src}[1:]", f"{v}[2::-1, 0] = {src}[:3, 1]",
            f"{v}[::-2, ::-2] *= 2", f"{v}[1:, ::-1] -= {src}[1:]", f"{v}[:, -1:0:-1] = {sc}"]))
        self.define(ind, self.fresh(), f"{v}[::-1, ::-1] * 1", ka, (4, 3))


def generate(seed):
    """The source of program ``seed``: a module with the Cells ``Prog`` and ``LossNet``."""
    return fuzz_programs3.generate(seed, _Gen9)

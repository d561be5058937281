"""The dtype rules and more statement kinds of ``fuzz_programs3`` (a mixin of its generator):
tensor ``if``/``while`` (with counters), stop_gradient, casts, ``where``; writes inside tensor
branches and loops (slice assignment, in-place methods, Parameter writes), Parameter slice
assignment on float and int Parameters, tensor exponents, lists built in ``range`` loops then
stacked, float results of shape arithmetic, ``topk`` of the smallest, chained in-place calls
with broadcasting, and squeeze/flatten/view of size-1 dims."""


import numpy as np

_SCALARS = {"b": ["True", "False"], "i": ["2", "3", "-1", "1"], "f": ["0.5", "1.5", "-0.25", "2.0"]}
_KIND_RANK = {"b": 0, "i": 1, "i64": 2, "h": 3, "f": 4}


def _cat(kind):
    """Category of a dtype kind: b (bool), i (int32/int64), f (float16/float32)."""
    return {"b": "b", "i": "i", "i64": "i", "h": "f", "f": "f"}[kind]


def _promote(k1, k2):
    """Tensor-tensor promotion between kinds (the higher rank wins)."""
    return k1 if _KIND_RANK[k1] >= _KIND_RANK[k2] else k2


def _promote_scalar(kind, scalar):
    """Tensor-Python scalar promotion: a float scalar floats an int/bool tensor, an int scalar
    makes a bool tensor int64, a bool scalar keeps the tensor's dtype."""
    s = "b" if scalar in ("True", "False") else ("f" if "." in scalar else "i")
    if s == "f" and _cat(kind) != "f":
        return "f"
    if s == "i" and kind == "b":
        return "i64"
    return kind


def _bshape(s1, s2):
    try:
        return tuple(np.broadcast_shapes(s1, s2))
    except ValueError:
        return None


class More:
    def s_branch_write(self, ind):
        """A slice assignment or an in-place method inside a tensor ``if`` (and ``else``)."""
        r = self.r
        a = self.pick("f", lambda s: s == (4, 3))
        ka = self.vars[a][0]
        v = self.fresh()
        self.define(ind, v, f"{a} + 0.0", ka, (4, 3))
        c = self.pick("if")
        self.emit(ind, f"if {c}.{r.choice(['sum', 'max', 'mean'] if self.vars[c][0] in 'fh' else ['sum', 'max'])}()"
                       f" > {round(r.uniform(-1, 1), 2)}:")
        body = [f"{v}[{r.choice(['0', '1:3', '::2', '..., 1', ':, -1'])}] = {r.choice(['1.5', '-2.0'])}",
                f"{v}.add_({r.choice(['x', 'a', '1.0'])})", f"{v}.mul_(0.5)",
                f"{v}[{v} > 0.5] = 0.25", f"self.r.add_({v}[0] * 0.1)"]
        self.emit(ind + 1, r.choice(body))
        if r.random() < 0.5:
            self.emit(ind, "else:")
            self.emit(ind + 1, r.choice(body))
        self.define(ind, self.fresh(), f"{v} * 1.0", ka, (4, 3))

    def s_loop_write(self, ind):
        """Writes in a tensor-condition ``while`` body with a Python counter."""
        r = self.r
        v, cnt = self.fresh(), f"c{self.n}"
        self.define(ind, v, "x * 1.0", "f", (4, 3))
        self.emit(ind, f"{cnt} = ms.Tensor(0, ms.int32)")    # 2.10's GRAPH_MODE: a tensor counter
        self.emit(ind, f"while {v}.sum() < {round(r.uniform(0, 8), 2)} and {cnt} < {r.randint(1, 3)}:")
        self.emit(ind + 1, r.choice([f"{v}[{cnt}] = {v}[{cnt}] + 1.5", f"{v}.add_(0.75)",
                                     f"{v}[:, {cnt} % 3] = 2.0", f"{v} = {v} + ({v} < 0) * 1.0"]))
        if r.random() < 0.5:
            self.emit(ind + 1, "self.r.mul_(0.5)")
        self.emit(ind + 1, f"{cnt} += 1")
        self.emit(ind, f"{v} = {v} + 0.0")      # a new value keeps a later write off it
        self.define(ind, self.fresh(), f"{v} * ({cnt} + 1)", "f", (4, 3))

    def s_param_setitem(self, ind):
        r = self.r
        if r.random() < 0.5:
            self.emit(ind, r.choice(["self.q[0] = 7", "self.q[:, 1] = self.q[:, 0] + 1",
                                     "self.q[self.q > 2] = 0", "self.q.add_(1)"]))
            self.define(ind, self.fresh(), "self.q * 1", "i", (4, 3))
        else:
            src = self.pick("f", lambda s: s in ((), (1,), (3,)))
            one = src if src is not None and self.vars[src][1] in ((), (1,)) else "0.5"
            self.emit(ind, r.choice([f"self.r[0] = {one}", "self.r[1:] = self.r[:2] * 2",
                                     "self.r[self.r > 0.15] = -1.0"]))
            self.define(ind, self.fresh(), "self.r * 1.0", "f", (3,))

    def s_pow_tensor(self, ind):
        a = self.pick("f")
        ka, sa = self.vars[a]
        b = self.pick("f", lambda s: _bshape(sa, s) is not None)
        kb, sb = self.vars[b]
        self.define(ind, self.fresh(), f"(ops.abs({a}) + 0.5) ** ops.tanh({b})",
                    _promote(ka, kb), _bshape(sa, sb))

    def s_list_loop(self, ind):
        r = self.r
        a = self.pick("if", lambda s: s == (4, 3))
        ka = self.vars[a][0]
        lst, i = self.fresh(), f"j{self.n}"
        n = r.randint(1, 3)
        self.emit(ind, f"{lst} = []")
        self.emit(ind, f"for {i} in range({r.choice([str(n), 'len(x) - 2', 'x.shape[1] - 1'])}):")
        self.emit(ind + 1, f"{lst}.append({a}[{i}] * ({i} + 1))")
        n = {"len(x) - 2": 2, "x.shape[1] - 1": 2}.get(self.lines[-2].split("range(")[1][:-2], n)
        if r.random() < 0.5:
            self.define(ind, self.fresh(), f"ops.stack({lst}, 0)", ka, (n, 3))
        else:
            self.define(ind, self.fresh(), f"ops.concat({lst}, 0) + len({lst})", ka, (3 * n,))

    def s_float_shape(self, ind):
        a = self.pick(None, lambda s: len(s) >= 1)
        n = f"f{self.fresh()}"
        self.emit(ind, f"{n} = {a}.shape[0] / 2 + len({a}.shape) * 0.5")
        self.ints.append(n)
        b = self.pick("f")
        self.define(ind, self.fresh(), f"{b} * {n}", *self.vars[b])

    def s_topk_small(self, ind):
        a = self.pick("f", lambda s: s == (4, 3))
        v, i = self.fresh(), self.fresh()
        self.emit(ind, f"{v}, {i} = ops.topk({a}, 2, dim=0, largest=False)")
        self.vars[v], self.vars[i] = (self.vars[a][0], (2, 3)), ("i", (2, 3))

    def s_chain_inplace(self, ind):
        a = self.pick("f", lambda s: s == (4, 3))
        b = self.pick("f", lambda s: s in ((1, 3), (4, 1), (3,), ()))
        v = self.fresh()
        self.define(ind, v, f"{a} * 1.0", self.vars[a][0], (4, 3))
        self.emit(ind, f"{v}.sub_({b or '0.5'}).mul_(2).add_(1)")

    def s_squeeze(self, ind):
        a = self.pick("ifb", lambda s: 1 in s)
        if a is None:
            return self.s_reshape(ind)
        ka, sa = self.vars[a]
        ax = sa.index(1)
        r = self.r.randint(0, 2)
        if r == 0:
            self.define(ind, self.fresh(), f"{a}.squeeze({ax})", ka, sa[:ax] + sa[ax + 1:])
        elif r == 1:
            # (2.10 cannot differentiate ops.squeeze without an axis)
            self.define(ind, self.fresh(), f"ops.squeeze({a}, {ax})", ka, sa[:ax] + sa[ax + 1:])
        else:
            size = 1
            for d in sa:
                size *= d
            self.define(ind, self.fresh(), f"{a}.flatten()", ka, (size,) if sa else (1,))

    def s_if(self, ind):
        r = self.r
        t = self.pick("if", lambda s: len(s) >= 1)
        kt, st = self.vars[t]
        v = self.fresh()
        self.define(ind, v, f"{t} * 1", kt, st)
        c = self.pick("if")
        red = r.choice(["sum", "max", "min"])
        self.emit(ind, f"if {c}.{red}() > {round(r.uniform(-2, 2), 2)}:")
        self.emit(ind + 1, f"{v} = {v} {r.choice(['+', '*', '-'])} {r.choice(_SCALARS[_cat(kt)])}")
        same = self.pick(None, lambda s: _bshape(st, s) == st)
        if same and self.vars[same][0] == kt and r.random() < 0.5:
            self.emit(ind + 1, f"{v} = {v} + {same}")
        if r.random() < 0.6:
            self.emit(ind, "else:")
            self.emit(ind + 1, f"{v} = {v} // 2 + 1" if _cat(kt) == "i" else f"{v} = {v} * 0.5")

    def s_while(self, ind):
        r = self.r
        t = self.pick("f", lambda s: len(s) >= 1)
        kt, st = self.vars[t]
        v, cnt = self.fresh(), f"cnt{self.n}"
        self.define(ind, v, f"{t} * 1", kt, st)
        self.emit(ind, f"{cnt} = ms.Tensor(0)")      # not a Python int: 2.10's GRAPH_MODE
        self.emit(ind, f"while {v}.sum() < {round(r.uniform(-1, 6), 2)} and {cnt} < {r.randint(1, 4)}:")
        self.emit(ind + 1, f"{v} = {v} + 0.5")
        self.emit(ind + 1, f"{cnt} += 1")
        self.define(ind, self.fresh(), f"{v} * {cnt} + {cnt}", kt, st)

    def s_while_tensor(self, ind):
        r = self.r
        t = self.pick("if", lambda s: len(s) >= 1)
        kt, st = self.vars[t]
        v, i = self.fresh(), f"i{self.n}"
        self.define(ind, v, f"{t} * 1", kt, st)
        self.emit(ind, f"{i} = ms.Tensor(0, ms.int32)")
        self.emit(ind, f"while {i} < {r.choice(['2', 'x.shape[1]', 'len(x) - 1'])}:")
        self.emit(ind + 1, f"{v} = {v} * 2 - 1" if _cat(kt) == "i" else f"{v} = {v} * 0.75 + 0.5")
        self.emit(ind + 1, f"{i} += 1")
        self.define(ind, self.fresh(), f"{v} + {i}", kt if _cat(kt) == "f" else _promote(kt, "i"), st)

    def s_stop_grad(self, ind):
        a = self.pick("f")
        ka, sa = self.vars[a]
        b = self.pick("f", lambda s: _bshape(sa, s) is not None)
        self.define(ind, self.fresh(), f"ops.stop_gradient({a}) * {b} + {a}",
                    _promote(ka, self.vars[b][0]), _bshape(sa, self.vars[b][1]))

    def s_cast(self, ind):
        a = self.pick("ifb")
        sa = self.vars[a][1]
        to = self.r.choice([("ms.float32", "f"), ("ms.int32", "i"), ("ms.float16", "h"),
                            ("ms.int64", "i64"), ("ms.bool_", "b")])
        if _cat(self.vars[a][0]) == "f" and to[1] in ("i", "i64"):
            a = f"({a} * 2).round()"
        self.define(ind, self.fresh(), f"{a}.astype({to[0]})", to[1], sa)

    def s_where(self, ind):
        a = self.pick("f")
        ka, sa = self.vars[a]
        m = self.pick("b", lambda s: _bshape(sa, s) is not None)
        if m is None:
            m = f"({a} > 0)"
            sm = sa
        else:
            sm = self.vars[m][1]
        self.define(ind, self.fresh(), f"ops.where({m}, {a}, {a} * -0.5)", ka, _bshape(sa, sm))

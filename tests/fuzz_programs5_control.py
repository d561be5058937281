"""Python-level control statements of ``fuzz_programs5``: loops, branches and builtins over
tensors and Python numbers together. A mixin of ``fuzz_programs5._Gen`` (it uses ``pick``,
``define``, ``emit``, ``fresh``, ``same``, ``vars``, ``helpers`` and the random source ``r``)."""

_F = ("f32",)
_NUM = ("f32", "f16", "i32", "i64")


class Control5:
    CONTROL = ["c_early", "c_early", "c_loop_jump", "c_loop_jump", "c_cells", "c_enumerate",
               "c_range_shape", "c_accum", "c_accum", "c_ifchain", "c_ternary", "c_builtins",
               "c_builtins", "c_chain_in", "c_join_num", "c_join_num", "c_while", "c_find",
               "c_tuple_iter"]

    def loop_budget(self):
        """At most two tensor-conditioned loops a program (2.10's GRAPH_MODE exceeds its call
        depth limit on more)."""
        self.loops = getattr(self, "loops", 0) + 1
        if self.loops > 2:
            raise KeyError("loop budget")

    def c_early(self):
        """A module-level helper returning early from inside a ``for``/``while`` loop."""
        self.loop_budget()
        a = self.pick(_F, lambda s: len(s) == 2 and s[0] >= 2)
        s = self.vars[a][1]
        fn = self.fresh("early")
        lim = self.r.choice(["0.0", "1.0", "-0.5", "2"])
        red = self.r.choice(["sum()", "max()", "mean()"])
        c = self.r.randrange(3)
        if c == 0:
            body = (f"def {fn}(v, lim):\n    for i in range(v.shape[0]):\n"
                    f"        if v[i].{red} > lim:\n            return v[i] * (i + 1)\n"
                    f"    return v[0] * 0.5\n")
        elif c == 1:
            body = (f"def {fn}(v, lim):\n    i = 0\n    while i < v.shape[0]:\n"
                    f"        if v[i].{red} < lim:\n            return v[i] - i\n"
                    f"        i += 1\n    return v[-1]\n")
        else:
            body = (f"def {fn}(v, lim):\n    out = v[0]\n    for row in v:\n"
                    f"        if row.{red} > lim:\n            continue\n"
                    f"        out = out + row\n        if out.sum() > lim * 3:\n"
                    f"            return out\n    return out * 2\n")
        self.helpers.append("\n\n" + body)
        return self.define(f"{fn}({a}, {lim})", "f32", s[1:])

    def c_find(self):
        """A helper returning a loop index (a Python int known only at run time) or -1, and
        one returning a (tensor, int) pair from inside a loop."""
        self.loop_budget()
        a = self.pick(_F, lambda s: len(s) == 2 and s[0] >= 2)
        s = self.vars[a][1]
        fn = self.fresh("find")
        lim = self.r.choice(["0.0", "0.5", "-1.0"])
        if self.r.random() < 0.5:
            self.helpers.append(f"\n\ndef {fn}(v, lim):\n    for i in range(v.shape[0]):\n"
                                f"        if v[i].mean() > lim:\n            return i\n    return -1\n")
            idx = self.define(f"{fn}({a}, {lim})", "int", None)
            return self.define(f"{a} * {idx} + {idx}", "f32", s)
        self.helpers.append(f"\n\ndef {fn}(v, lim):\n    for i in range(v.shape[0]):\n"
                            f"        if v[i].max() > lim:\n            return v[i] * 2, i\n"
                            f"    return v[0], 0\n")
        row, idx = self.fresh(), self.fresh()
        self.emit(f"{row}, {idx} = {fn}({a}, {lim})")
        self.vars[row], self.vars[idx] = ("f32", s[1:]), ("int", None)
        return row

    def c_loop_jump(self):
        """``for row in tensor`` with ``continue``/``break`` on tensor conditions and a Python
        counter; the counter is then used in arithmetic (or kept as a number)."""
        self.loop_budget()
        a = self.pick(_F, lambda s: len(s) == 2)
        s = self.vars[a][1]
        acc, cnt = self.fresh("acc"), self.fresh("cnt")
        lim = self.r.choice(["0.0", "0.5", "-1.0"])
        self.emit(f"{acc} = ops.zeros_like({a}[0])\n{cnt} = 0")
        loop = self.r.choice([f"for row in {a}:", f"for i in range(len({a})):\n    row = {a}[i]"])
        self.emit(loop)
        if self.r.random() < 0.5:
            self.emit(f"if row.sum() < {lim}:\n    continue", 1)
        self.emit(f"{acc} = {acc} + row\n{cnt} += 1", 1)
        if self.r.random() < 0.6:
            self.emit(f"if {acc}.max() > {self.r.choice(['1.0', '2.0', '3'])}:\n    break", 1)
        self.vars[acc] = ("f32", s[1:])
        if self.r.random() < 0.3:
            self.vars[cnt] = ("int", None)
        if self.r.random() < 0.5:
            return self.define(f"{acc} * {cnt} + {cnt}", "f32", s[1:])
        return self.define(f"{acc} / ({cnt} + 1)", "f32", s[1:])

    def c_tuple_iter(self):
        """``for t in (a, b)``, ``zip`` of two tensors' rows, a float accumulator updated under
        a tensor condition."""
        a = self.pick(_F, lambda s: len(s) == 2)
        s = self.vars[a][1]
        b = self.same(a)
        v, f = self.fresh(), self.fresh("f")
        c = self.r.randrange(3)
        if c == 0:
            self.emit(f"{v} = {a} * 0\nfor t in ({a}, {b}, {a} - {b}):\n    {v} = {v} + ops.tanh(t)")
            self.vars[v] = ("f32", s)
            return v
        if c == 1:
            self.emit(f"{v} = {a}[0] * 0\nfor p, q in zip({a}, {b}):\n    if p.sum() > q.sum():\n"
                      f"        {v} = {v} + p\n    else:\n        {v} = {v} - q")
            self.vars[v] = ("f32", s[1:])
            return v
        self.emit(f"{f} = 0.0\nfor row in {a}:\n    if row.sum() > 0:\n        {f} = {f} + 0.5\n"
                  f"    else:\n        {f} = {f} - 0.25")
        self.vars[f] = ("float", None)
        return self.define(f"{a} * {f}", "f32", s)

    def c_cells(self):
        a = self.pick(_F)
        s = self.vars[a][1]
        v = self.fresh()
        c = self.r.randrange(3)
        if c == 0:
            self.emit(f"{v} = {a}\nfor cell in self.acts:\n    {v} = cell({v})")
        elif c == 1:
            b = self.same(a)
            self.emit(f"{v} = {a} * 0\nfor cell, t in zip(self.acts, ({a}, {b}, {a} * 2)):\n"
                      f"    {v} = {v} + cell(t)")
        else:
            self.emit(f"{v} = {a}\nfor i, cell in enumerate(self.acts):\n"
                      f"    if i != 1:\n        {v} = cell({v}) + i * 0.5")
        self.vars[v] = ("f32", s)
        return v

    def c_enumerate(self):
        a = self.pick(_NUM, lambda s: len(s) == 2)
        dt, s = self.vars[a]
        v = self.fresh()
        if self.r.random() < 0.5:
            self.emit(f"{v} = {a}[0] * 0\nfor i, row in enumerate({a}):\n    {v} = {v} + row * i")
        else:
            b = self.same(a)
            self.emit(f"{v} = {a}[0]\nfor p, q in zip({a}, {b}):\n    {v} = {v} + p - q")
        self.vars[v] = (dt, s[1:])
        return v

    def c_range_shape(self):
        a = self.pick(_NUM, lambda s: len(s) >= 1 and s[0] >= 2)
        dt, s = self.vars[a]
        v = self.fresh()
        rng = self.r.choice([f"range({a}.shape[0] - 1)", f"range(1, len({a}))",
                             f"range(0, {a}.shape[0], 2)"])
        self.emit(f"{v} = {a}[0]\nfor i in {rng}:\n    {v} = {v} + {a}[i] * (i % 2)")
        self.vars[v] = (dt, s[1:])
        return v

    def c_accum(self):
        a = self.pick(_NUM + ("bool",))
        dt, s = self.vars[a]
        acc = self.fresh("acc")
        c = self.r.randrange(4)
        if c == 0:
            self.emit(f"{acc} = 0\nfor d in {a}.shape:\n    {acc} += d")
            self.vars[acc] = ("int", None)
        elif c == 1:
            self.emit(f"{acc} = 0.0\nfor i in range({a}.ndim):\n    {acc} = {acc} + {a}.shape[i] * 0.5")
            self.vars[acc] = ("float", None)
        elif c == 2 and dt != "bool":
            lst = self.fresh("lst")
            m = self.r.randrange(2, 4)
            self.emit(f"{lst} = []\nfor i in range({m}):\n    {lst}.append({a} * (i + 1))")
            how = self.r.choice(["stack", "index", "len"])
            if how == "stack":
                return self.define(f"ops.stack({lst})", dt, (m,) + s)
            if how == "index":
                return self.define(f"{lst}[-1] + {lst}[0]", dt, s)
            return self.define(f"{a} * len({lst})", dt, s)
        else:
            self.emit(f"{acc} = []\nfor d in {a}.shape:\n    if d > 2:\n        {acc}.append(d)")
            return self.define(f"len({acc}) + sum({acc})", "int", None)
        return acc

    def c_ifchain(self):
        a = self.pick(_NUM)
        dt, s = self.vars[a]
        v = self.fresh()
        conds = [f"{a}.ndim == 1", f"{a}.shape[0] == 4", f"{a}.dtype == ms.float16",
                 f"{a}.dtype == ms.int32", f"len({a}.shape) > 2", f"{a}.shape[-1] % 2 == 0",
                 f"{a}.dtype in (ms.int32, ms.int64)"]
        vals = [f"{a} * 2", f"{a} + 1", f"-{a}", f"{a} - 3", f"{a} * 3"]
        picked = self.r.sample(conds, self.r.randrange(1, 4))
        text = f"if {picked[0]}:\n    {v} = {vals[0]}"
        for i, cond in enumerate(picked[1:]):
            text += f"\nelif {cond}:\n    {v} = {vals[i + 1]}"
        text += f"\nelse:\n    {v} = {vals[-1]}"
        self.emit(text)
        self.vars[v] = (dt, s)
        return v

    def c_ternary(self):
        a = self.pick(_NUM)
        dt, s = self.vars[a]
        b = self.same(a)
        c = self.r.randrange(4)
        if c == 0:
            return self.define(f"{a} * 2 if {a}.shape[-1] > 3 else {a} - 1", dt, s)
        if c == 1 and dt != "i64":
            return self.define(f"{a} if {a}.sum() > {b}.sum() else {b} * 2", dt, s)
        if c == 2:
            return self.define(f"3 if isinstance({a}, ms.Tensor) else 1", "int", None)
        return self.define(f"len({a}.shape) if {a}.ndim > 1 else 0.5", "int" if len(s) > 1 else "float", None)

    def c_builtins(self):
        a = self.pick(_NUM + ("bool",))
        dt, s = self.vars[a]
        nums = [k for k, (d, sh) in self.vars.items() if d in ("int", "float")]
        n = self.r.choice(nums) if nums else "2"
        c = self.r.randrange(8)
        if c == 0:
            return self.define(f"max({a}.shape) + min({a}.shape[0], 3, {n})",
                               "float" if n in self.vars and self.vars[n][0] == "float" else "int", None)
        if c == 1:
            return self.define(f"sum({a}.shape) - abs({n} - 7)",
                               "float" if n in self.vars and self.vars[n][0] == "float" else "int", None)
        # (2.10 cannot differentiate a Cell returning the bool of an any/all: a condition here)
        if c == 2:
            return self.define(f"{a} * 2 if all(({a}.ndim > 0, {n} > 1, self.flag)) else {a}", dt, s)
        if c == 3:
            return self.define(f"{a} - 1 if any(({a}.shape[0] == 3, {a}.ndim == 3, {n} == 2)) else {a}",
                               dt, s)
        if c == 4 and dt in ("f32", "f16"):
            return self.define(f"abs({a}) + {a}", dt, s)
        if c == 5 and dt in ("f32",):
            b = self.same(a)
            return self.define(f"{a} * max({n}, 1) + min({b}.shape)", dt, s)
        if c == 6 and dt in ("f32",):
            b = self.same(a)
            return self.define(f"sum(({a}, {b}, {a} * 0.5))", dt, s)
        return self.define(f"min({n}, len({a})) * 0.25", "float", None)

    def c_chain_in(self):
        a = self.pick(_NUM)
        dt, s = self.vars[a]
        nums = [k for k, (d, sh) in self.vars.items() if d == "int"]
        n = self.r.choice(nums) if nums else f"{a}.shape[0]"
        c = self.r.randrange(5)
        if c == 0:
            return self.define(f"0 < {n} <= 10", "pybool", None)
        if c == 1:
            return self.define(f"{s[-1]} in {a}.shape", "pybool", None)
        v = self.fresh()
        if c == 2 and dt in ("f32",):
            self.emit(f"if -1.0 < {a}.mean() < 1.0:\n    {v} = {a} * 2\nelse:\n    {v} = {a} - 1")
        elif c == 3:
            self.emit(f"if {n} in (1, 2, 4, 6):\n    {v} = {a} + 1\nelse:\n    {v} = {a} * 2")
        else:
            self.emit(f"if {a}.shape[0] in self.sizes or {a}.ndim == 3:\n    {v} = -{a}\n"
                      f"else:\n    {v} = {a} * 3")
        self.vars[v] = (dt, s)
        return v

    def c_join_num(self):
        """A Python number assigned in both arms of a tensor ``if`` (or conditional expression):
        an int in one arm and a float (or another int) in the other, then used with tensors."""
        a = self.pick(_NUM)
        dt, s = self.vars[a]
        num = self.fresh("n")
        cond = self.r.choice([f"{a}.sum() > 0", f"{a}.max() > 1", f"({a} > 0).any()"])
        x1, x2 = self.r.choice([("2", "0.5"), ("1", "3"), ("1.5", "-1"), ("True", "2"),
                                ("1", "-2"), ("0.5", "1.5"), ("4", "2"), ("-1.0", "0.25")])
        kinds = {"bool" if v == "True" else "float" if "." in v else "int" for v in (x1, x2)}
        if len(kinds) > 1 and getattr(self, "loops", 0):
            x1, x2 = "1", "3"      # (2.10 fails to join an int and a float after a loop)
            kinds = {"int"}
        if self.r.random() < 0.3:
            self.emit(f"{num} = {x1} if {cond} else {x2}")
        else:
            self.emit(f"if {cond}:\n    {num} = {x1}\nelse:\n    {num} = {x2}")
        b = self.pick(("f32", "f16"))
        dt = self.vars[b][0]
        if len(kinds) > 1:
            # 2.10's GRAPH_MODE handles an int/float join only next to an input, and only as
            # an output (a later shape use fails), and cannot differentiate the Cell holding it
            # (a TypeError, or a zero gradient): such programs are run forward only
            b = self.r.choice(["x", "h"])
            dt = self.vars[b][0] + "j"
            self.differentiable = False
        return self.define(f"{b} * {num} + {num}", dt, self.vars[b][1])

    def c_while(self):
        self.loop_budget()
        a = self.pick(_F)
        s = self.vars[a][1]
        v, i = self.fresh(), self.fresh("i")
        lim = self.r.choice(['5.0', '20.0', '0.0'])
        # (2.10's GRAPH_MODE cannot join ``tensor_cond and i < 3``: the tensor test breaks)
        self.emit(f"{v} = {a}\n{i} = 0\nwhile {i} < 3:\n    if {v}.sum() >= {lim}:\n        break\n"
                  f"    {v} = {v} * 1.5 + 0.5\n    {i} += 1")
        self.vars[v] = ("f32", s)
        if self.r.random() < 0.5:
            return self.define(f"{v} + {i}", "f32", s)
        return v

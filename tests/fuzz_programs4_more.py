"""More statement kinds of ``fuzz_programs4`` (a mixin of its generator): layers inside a
tensor ``if`` (BatchNorm's statistics written in one branch), Python loops over layers and over
``enumerate(CellList)``, ``self.training`` branches, gradients taken inside construct
(``ms.grad``/``GradOperation`` of a sub-Cell, of a custom-bprop Cell, of an ``@ms.jit``
Cell and of a plain helper; 2.10 cannot differentiate an ``@ms.jit`` function there),
reductions returning tuples (``ops.max``, ``ops.std_mean``) and with keywords
(``std``/``var``/``amax``), shape ops (``repeat_interleave``, ``tile``, ``flip``, ``triu``,
``pad``, ``index_add``, ``interpolate``), more layers (PReLU, AdaptiveAvgPool2d,
Conv2dTranspose, MaxPool1d/AvgPool1d, Flatten), a Cell and a jit function called with keyword
arguments, a jit function returning a tuple, loss Cells and functions with the int labels,
tensor creation ops, comprehensions over a CellList, lambdas, and writes to a layer's
Parameters before the layer runs."""


class More4:
    def s_if_layer(self):
        r = self.r
        a = self.pick(lambda s: s == (4, 8) or (len(s) == 4 and s[1] == 3))
        s = self.vars[a]
        c = self.pick()
        layer = r.choice(["self.bn1d", "self.dense", "self.ln"] if len(s) == 2 else
                         ["self.bn2d", "self.conv_same", "self.gn3"])
        v = self.fresh()
        self.emit(f"if {c}.{r.choice(['mean', 'sum', 'max'])}() > {round(r.uniform(-0.5, 0.5), 2)}:")
        self.emit(f"    {v} = {layer}({a}) * 2.0")
        self.emit("else:")
        self.emit(f"    {v} = {r.choice(['ops.relu', 'ops.tanh', layer])}({a}) - 1.0")
        self.vars[v] = s

    def s_loop_layers(self):
        a = self.pick(lambda s: s == (4, 8))
        v = self.define(f"{a} + 0.0", (4, 8))
        if self.r.random() < 0.5:
            self.emit(f"for i in range({self.r.randint(1, 3)}):")
            self.emit(f"    {v} = self.{self.r.choice(['dense', 'ln', 'seq'])}({v}) * 0.5 + i")
        else:
            self.emit("for i, cell in enumerate(self.acts):")
            self.emit(f"    {v} = cell({v}) * (i + 1) - 0.5")

    def s_training(self):
        a = self.pick()
        v = self.fresh()
        self.emit("if self.training:")
        self.emit(f"    {v} = {a} * 2.0")
        self.emit("else:")
        self.emit(f"    {v} = {a} - 1.0")
        self.vars[v] = self.vars[a]

    def s_inner_grad(self):
        a = self.pick(lambda s: s[-1] == 8)
        s = self.vars[a]
        b = self.pick(lambda t: t == s)
        k = self.r.randint(0, 4)
        expr = [f"ms.grad(self.tanh)({a})", f"ops.GradOperation()(self.bp)({a})",
                f"ms.grad(helper, grad_position=(0, 2))({a}, 0.5, {b} + 0.0)[1] * {a}",
                f"ms.grad(self.su1)({a})", f"ms.value_and_grad(self.jm)({a})[1]"][k]
        self.define(expr, s)

    def s_reduce_tuple(self):
        r = self.r
        a = self.pick(lambda s: len(s) == 2)
        n, m = self.vars[a]
        k = r.randint(0, 4)
        if k == 0:
            vals, idx = self.fresh(), self.fresh()
            self.emit(f"{vals}, {idx} = ops.max({a}, axis=1)")
            self.vars[vals] = (n,)
            self.define(f"{vals} + {idx}.astype(ms.float32) * 0.1", (n,))
        elif k == 1:
            self.define(f"{a}.max(axis=0) - {a}.min(axis=0)", (m,))
        elif k == 2:
            self.define(f"{a}.std(axis=1) + {a}.var(axis=1)", (n,))
        elif k == 3:
            self.define(f"ops.amax({a}, axis=-1, keepdims=True) * {a}", (n, m))
        else:
            sd, mean = self.fresh(), self.fresh()
            self.emit(f"{sd}, {mean} = ops.std_mean({a}, axis=0)")
            self.vars[sd] = self.vars[mean] = (m,)
            self.define(f"({a} - {mean}) / ({sd} + 1.0)", (n, m))

    def s_shape_ops(self):
        a = self.pick(lambda s: len(s) == 2)
        n, m = self.vars[a]
        k = self.r.randint(0, 6)
        if k == 0:
            self.define(f"ops.repeat_interleave({a}, 2, 0)", (2 * n, m))
        elif k == 1:
            self.define(f"ops.tile({a}, (1, 2))", (n, 2 * m))
        elif k == 2:
            self.define(f"ops.flip({a}, (0,)) - {a}", (n, m))
        elif k == 3:
            self.define(f"ops.triu({a}) + ops.tril({a}, -1) * 0.5", (n, m))
        elif k == 4:
            self.define(f"ops.pad({a}, (1, 1))", (n, m + 2))
        elif k == 5 and n >= 2:
            self.define(f"ops.index_add({a} * 1.0, ms.Tensor([0, 1], ms.int32), {a}[:2] * 0.5, 0)", (n, m))
        else:
            b = self.pick(lambda s: len(s) == 4)
            s = self.vars[b]
            self.define(f"ops.interpolate({b}, size=(3, 3), mode='bilinear')", s[:2] + (3, 3))

    def s_layers_more(self):
        k = self.r.randint(0, 4)
        if k == 0:
            a = self.pick()
            self.define(f"self.prelu({a})", self.vars[a])
        elif k == 1:
            a = self.pick(lambda s: len(s) == 4 and s[2] >= 2)
            self.define(f"self.adapt({a})", self.vars[a][:2] + (2, 2))
        elif k == 2:
            a = self.pick(lambda s: len(s) == 4 and s[1] == 3)
            self.define(f"self.convT({a})", self.vars[a])
        elif k == 3:
            a = self.pick(lambda s: s == (4, 8))
            pool = self.r.choice(["maxpool1d", "avgpool1d"])
            self.define(f"self.{pool}({a}.reshape(2, 4, 4)).reshape(4, 4)", (4, 4))
        else:
            a = self.pick(lambda s: len(s) >= 2)
            s = self.vars[a]
            size = 1
            for d in s[1:]:
                size *= d
            self.define(f"self.flat({a})", (s[0], size))

    def s_kwcall(self):
        a = self.pick(lambda s: s[-1] == 8)
        b = self.pick(lambda t: t == self.vars[a])
        k = self.r.randint(0, 2)
        if k == 0:
            self.define(f"self.su1(v={a})", self.vars[a])
        elif k == 1:
            self.define(f"jf_mix({a}, b={b})", self.vars[a])
        else:
            p, q = self.fresh(), self.fresh()
            self.emit(f"{p}, {q} = jf_pair({a})")
            self.vars[p] = self.vars[a]
            self.define(f"{p} - {q}", self.vars[a])

    def s_loss(self):
        a = self.pick(lambda s: s == (4, 8))
        b = self.pick(lambda s: s == (4, 8))
        expr = self.r.choice([
            "self.ce({a}, ids % 8)", "self.sce({a}, ids % 8)",
            "ops.cross_entropy({a}, ids % 8, reduction='sum')",
            "ops.nll_loss(ops.log_softmax({a}, 1), ids % 8)", "self.mse({a}, {b})",
            "self.l1({a}, {b} * 0.5)", "self.smooth({a}, {b}).mean()",
            "self.bce({a}, ops.sigmoid({b}))"])
        loss = self.define(expr.format(a=a, b=b), ())
        if self.r.random() < 0.5:
            self.define(f"{b} * {loss}", (4, 8))

    def s_creation(self):
        a = self.pick(lambda s: s == (4, 8))
        expr = self.r.choice([
            "{a} * ops.one_hot(ids % 8, 8, ms.Tensor(1.0), ms.Tensor(0.0))",
            "{a} + ops.eye(4, 8, ms.float32)", "{a} * ops.arange(8).astype(ms.float32)",
            "ops.ones_like({a}) * {a}.mean() + ops.zeros((4, 8), ms.float32)",
            "{a} - ops.ones((4, 8), ms.float32) * 0.5",
            "ops.linspace(0.0, 1.0, 8) * {a}"])
        self.define(expr.format(a=a), (4, 8))

    def s_comprehension(self):
        a = self.pick(lambda s: s[-1] == 8 or len(s) <= 2)
        s = self.vars[a]
        if self.r.random() < 0.5:
            self.define(f"ops.stack([c({a}) for c in self.acts], 0).sum(axis=0)", s)
        else:
            self.define(f"ops.addn([c({a}) * w for c, w in zip(self.acts, (1.0, 0.5, -1.0, 2.0))])", s)

    def s_lambda(self):
        a = self.pick()
        f = self.r.choice(["lambda t: t * 2.0 - 1.0", "lambda t, k=3: ops.tanh(t) * k"])
        v = self.fresh()
        self.emit(f"f{v} = {f}")
        self.define(f"f{v}({a}) + f{v}({a} * 0.5)", self.vars[a])

    def s_layer_param_write(self):
        a = self.pick(lambda s: s[-1] == 8 and len(s) == 2)
        what = self.r.choice(["ops.assign(self.dense.bias, self.dense.bias * 0.5)",
                              "ops.assign_add(self.dense.bias, ops.ones_like(self.dense.bias))",
                              "ops.assign(self.su1.weight, self.su1.weight + 0.1)"])
        self.emit(what)
        self.define(f"self.dense({a}) + self.su2({a})", self.vars[a])

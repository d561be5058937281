"""What every ``op_cases`` module starts with: its ``CASES``/``REFS`` table, ``op`` to add a
primitive's rows and reference, and input makers drawing from the module's own seeded generator
(so one module's inputs do not depend on which other modules were imported first).

>>> t = OpTable(seed=0)
>>> t.op("neg", lambda x: -x, ((t.f32(2),), {}))
>>> t.CASES["neg"][0][0][0].dtype, t.REFS["neg"](1.0)
(dtype('float32'), -1.0)
"""
import jax
import numpy as np


class OpTable:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)
        self.CASES, self.REFS = {}, {}

    def op(self, name, ref, *rows):
        self.CASES[name] = list(rows)
        self.REFS[name] = ref

    def f32(self, *shape, lo=-2.0, hi=2.0):
        return self.rng.uniform(lo, hi, shape).astype(np.float32)

    def f64(self, *shape, lo=-2.0, hi=2.0):
        return self.rng.uniform(lo, hi, shape).astype(np.float64)

    def i64(self, *shape, lo=-5, hi=6):
        return self.rng.integers(lo, hi, shape).astype(np.int64)

    def i32(self, *shape, lo=-5, hi=6):
        return self.rng.integers(lo, hi, shape).astype(np.int32)

    def b(self, *shape):
        return self.rng.random(shape) < 0.5

    @staticmethod
    def key(n=0):
        return np.asarray(jax.random.PRNGKey(n))

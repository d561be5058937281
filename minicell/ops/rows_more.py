"""Op table rows for the extra random draws (``random_ext_ops``), the optimizer Primitives
(``optim_prims``), MindSpore's ``F`` helpers on static values (``f_helpers``), the composite
helpers HyperMap/Map/MultitypeFuncGraph (``hypermap``) and the device-only Primitives
(``device_only``). Conventions as in ``_table``.
"""
from . import device_only as DEV, f_helpers as FH, hypermap as HM, optim_prims as OPT
from . import optim_adafactor as ADF, optim_sparse as SP, random_ext_ops as RX
from . import optim_sparse_rows as SPR
from . import random_ops as RND
from ._table import declare as row

# ---- random draws -------------------------------------------------------------------------------
row(RX.random_gamma, "random_gamma", prim=RX.RandomGamma, module="random_ops")
row(RX.gamma, "gamma", prim=RX.Gamma, module="random_ops")
row(RX.random_poisson, "random_poisson", prim=RX.RandomPoisson, module="random_ops")
row(RX.poisson, "poisson", prim=RX.Poisson, module="random_ops")
row(RX.standard_laplace, "standard_laplace", prim=RX.StandardLaplace, module="random_ops")
row(RX.laplace, "laplace")
row(RND.multinomial, (), tensor="multinomial")
row(RX.random_categorical, "random_categorical", prim=RX.RandomCategorical,
    module="random_ops", tensor=("random_categorical", RX._tensor_random_categorical))
row(RX.choice_with_mask, "choice_with_mask", prim=RX.RandomChoiceWithMask, module="random_ops")
row(RX.multinomial_with_replacement, "multinomial_with_replacement",
    prim=RX.MultinomialWithReplacement, module="random_ops")
row(RX.uniform_candidate_sampler, "uniform_candidate_sampler", prim=RX.UniformCandidateSampler,
    module="random_ops")
row(None, prim=RX.Multinomial, module="random_ops")
row(None, prim=RX.RandomShuffle, module="random_ops")
row(None, prim=RX.Randperm, module="random_ops")
row(None, prim=RX.TruncatedNormal, module="random_ops")
row(None, prim=RX.Bernoulli, module="math_ops")
row(None, prim=RX.Cauchy, module="math_ops")

# ---- optimizer Primitives (write their Parameter inputs) ----------------------------------------
for _cls in (OPT.ApplyMomentum, OPT.ApplyGradientDescent, OPT.ApplyProximalGradientDescent,
             OPT.ApplyAdagrad, OPT.ApplyAdagradV2, OPT.ApplyAdadelta, OPT.ApplyAdaMax,
             OPT.ApplyRMSProp, OPT.ApplyCenteredRMSProp, OPT.ApplyFtrl, OPT.ApplyPowerSign,
             OPT.ApplyAddSign, OPT.ApplyProximalAdagrad, OPT.ApplyKerasMomentum,
             OPT.ApplyAdamWithAmsgrad, OPT.Adam, OPT.AdamWeightDecay, OPT.AdamNoUpdateParam,
             OPT.SGD, OPT.LARSUpdate, SP.SparseApplyAdagrad, SP.SparseApplyAdagradV2,
             SP.SparseApplyProximalAdagrad, SP.SparseApplyFtrl, SP.SparseApplyFtrlV2,
             SP.SparseApplyRMSProp, SP.SparseApplyAdadelta, SP.FusedSparseFtrl,
             SP.FusedSparseProximalAdagrad, SP.FusedSparseAdam, SP.FusedSparseLazyAdam):
    row(None, prim=_cls, module="nn_ops")
for _name in SPR.__all__:         # only in ``ops.operations.nn_ops`` in 2.10
    row(None, prim=getattr(SPR, _name), module="nn_ops", internal=True)
# MindSpore 2.10 keeps these in ``ops.operations.inner_ops`` (public as ``ops.X`` / ``P.X``)
row(None, prim=ADF.FusedAdaFactor, module="_inner_ops")
row(None, prim=OPT.FusedCastAdamWeightDecay, module="_inner_ops")
row(None, prim=ADF.FusedAdaFactorWithGlobalNorm, module="_inner_ops")

# ---- F helpers on static values -----------------------------------------------------------------
for _fn in (*FH.SCALAR_BINARY, *FH.SCALAR_UNARY, FH.make_tuple, FH.make_list, FH.make_range,
            FH.make_slice, FH.list_setitem, FH.tuple_setitem, FH.dict_setitem, FH.tuple_div,
            FH.typeof, FH.hastype, FH.stop_gradient_, FH.partial,
            FH.make_dict, FH.hyper_add, FH.array_to_scalar, FH.switch_layer, FH.switch):
    row(_fn)
row(FH.constexpr, "constexpr")
row(FH.add_flags, "add_flags")
row(FH.scalar_to_array, "scalar_to_array", prim="ScalarToArray", module="array_ops")
row(FH.scalar_cast, "scalar_cast", prim="ScalarCast", module="other_ops")
row(FH.mixed_precision_cast)
row(None, prim=FH.Partial, module="other_ops")
row(HM.HyperMap, "HyperMap")
row(HM.Map, "Map")
row(HM.MultitypeFuncGraph, "MultitypeFuncGraph")

# ---- no kernel on this device (MindSpore's RuntimeError when called) ----------------------------
for _cls in (DEV.NPUAllocFloatStatus, DEV.NPUGetFloatStatus, DEV.NPUClearFloatStatus,
             DEV.FloatStatus):
    row(None, prim=_cls, module="math_ops")
row(None, prim=DEV.GetNext, module="nn_ops")
row(None, prim=DEV.FusedWeightScaleApplyMomentum, module="_inner_ops")
for _cls in (DEV.Push, DEV.Pull):
    row(None, prim=_cls, module="other_ops")
for _cls in DEV.UNREGISTERED:
    row(None, prim=_cls, module="auto_generate", internal=True)
for _cls in DEV.UNREGISTERED_PUBLIC:
    row(None, prim=_cls, module="nn_ops")
for _cls in DEV.UNREGISTERED_NN:
    row(None, prim=_cls, module="nn_ops", internal=True)
for _cls in DEV.UNREGISTERED_INNER:
    row(None, prim=_cls, module="_inner_ops", internal=True)

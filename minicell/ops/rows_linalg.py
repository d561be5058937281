"""Op table rows for linear algebra and the matmul family (``linalg_funcs``,
``matmul_funcs``). Same conventions as ``op_table`` (see ``_table``): one row per op, naming
every public spelling (functional names, Primitive class and its ``ops.operations``
submodule, Tensor methods, ``minicell.numpy`` names).
"""
from . import dct_funcs as DCTF, fft_funcs as FFT, linalg_funcs as LA, matmul_funcs as MM, \
    np_signatures as NPS, triangular_funcs as TRI
from ._params import with_params
from ._table import declare as row

P = LA.attr_primitive

# ---- determinants, inverses, matrix functions ---------------------------------------------------
row(LA.det, ("det", "matrix_determinant"), prim="MatrixDeterminant", module="math_ops",
    tensor=("det", "matrix_determinant"))
row(LA.slogdet, ("slogdet", "log_matrix_determinant"), prim="LogMatrixDeterminant",
    module="math_ops", tensor=("slogdet", "log_matrix_determinant"))
row(LA.logdet, "logdet", tensor="logdet")
row(LA.inverse, "inverse", tensor="inverse")
row(None, prim=P("MatrixInverse", LA._matrix_inverse, {"adjoint": False}), module="math_ops")
row(LA.pinv, "pinv")
row(LA.matrix_exp, "matrix_exp", prim="MatrixExp", module="math_ops")
row(LA.matrix_logarithm, (), prim="MatrixLogarithm", module="math_ops")
row(LA.matrix_power, "matrix_power", prim=P("MatrixPower", LA.matrix_power, {"n": 1}),
    module="math_ops", tensor="matrix_power", numpy=("matrix_power", NPS.matrix_power))
row(LA.adjoint, "adjoint", tensor="adjoint")

# ---- Cholesky, solves ---------------------------------------------------------------------------
row(LA.cholesky, "cholesky", prim=P("Cholesky", LA.cholesky, {"upper": False}),
    module="math_ops", tensor="cholesky")
row(LA.cholesky_inverse, "cholesky_inverse",
    prim=P("CholeskyInverse", LA.cholesky_inverse, {"upper": False}), module="math_ops",
    tensor="cholesky_inverse")
row(LA.cholesky_solve, "cholesky_solve",
    prim=P("CholeskySolve", LA.cholesky_solve, {"upper": False}), module="math_ops",
    tensor="cholesky_solve")
row(None, prim=P("MatrixTriangularSolve", LA.matrix_triangular_solve,
                 {"lower": True, "adjoint": False}), module="math_ops")
row(LA.matrix_solve, "matrix_solve", prim=P("MatrixSolve", LA.matrix_solve, {"adjoint": False}),
    module="math_ops")
row(LA.lstsq, "lstsq", prim=P("Lstsq", LA._lstsq_prim, {"fast": True, "l2_regularizer": 0.0}),
    module="array_ops", tensor="lstsq")
row(LA.lu_solve, "lu_solve", prim="LuSolve", module="math_ops", tensor="lu_solve")
row(LA.lu_unpack, "lu_unpack",
    prim=P("LuUnpack", LA.lu_unpack, {"unpack_data": True, "unpack_pivots": True}),
    module="math_ops")

# ---- decompositions -----------------------------------------------------------------------------
row(LA.qr, "qr", prim=P("Qr", LA._qr_full, {"full_matrices": False}), module="math_ops",
    tensor=("qr", LA._tensor_qr))
row(LA.svd, "svd", prim=P("Svd", LA._svd_prim, {"full_matrices": False, "compute_uv": True}),
    module="math_ops", tensor="svd")
row(LA.eig, "eig", prim=P("Eig", LA._eig_prim, {"compute_v": False}), module="math_ops")
row(LA.eigvals, "eigvals", tensor="eigvals")
row(None, prim=LA.Eigh, module="linalg_ops", internal=True)
row(LA.lstsq_v2_grad, (), prim="LstsqV2Grad", module="auto_generate", internal=True)
row(LA.lstsq_v2, (), prim="LstsqV2", module="auto_generate", internal=True)
row(LA.geqrf, "geqrf", prim="Geqrf", module="linalg_ops", tensor="geqrf")   # 2.10: linalg_ops.Geqrf
row(LA.orgqr, "orgqr", prim="Orgqr", module="math_ops", tensor="orgqr")
row(LA.ormqr, "ormqr", prim=P("Ormqr", LA.ormqr, {"left": True, "transpose": False}),
    module="math_ops", tensor=("ormqr", with_params(LA.ormqr, ("input", "input2", "input3"))))

# ---- norms --------------------------------------------------------------------------------------
row(LA.vector_norm, "vector_norm")
row(LA.matrix_norm, "matrix_norm")
row(None, prim=P("LpNorm", LA._lp_norm, {"axis": None, "p": 2, "keep_dims": False,
                                         "epsilon": 1e-12}), module="math_ops")
row(None, prim=P("NuclearNorm", LA._nuclear_norm, {"dim": None, "keepdim": False}),
    module="nn_ops")
row(None, prim=P("MatrixSolveLs", LA._matrix_solve_ls, {"fast": True}), module="math_ops")

# ---- the matmul family --------------------------------------------------------------------------
row(MM.addmm, "addmm", tensor="addmm")
row(MM.addmv, "addmv", tensor="addmv")
row(MM.addbmm, "addbmm", tensor="addbmm")
row(MM.baddbmm, "baddbmm", tensor="baddbmm")
row(MM.baddbmm_ext)
row(MM.addr, "addr", tensor="addr")
row(MM.ger, "ger", prim="Ger", module="math_ops", tensor="ger")
row(MM.mv, "mv")
row(MM.dot, "dot", tensor="dot", numpy=("dot", MM.np_dot))   # 2.10's Tensor.dot is ops.dot
row(MM.inner, "inner", tensor="inner", numpy="inner")
row(MM.vecdot, "vecdot")
row(MM.kron, "kron", numpy="kron")
row(MM.tensor_dot, "tensor_dot")
row(MM.tensordot, (), numpy="tensordot")
row(MM.batch_dot, "batch_dot")
row(MM.multi_dot, (), numpy="multi_dot")

# ---- FFT ----------------------------------------------------------------------------------------
for _fn in (*FFT.TRANSFORMS, FFT.fftshift, FFT.ifftshift, FFT.fftfreq, FFT.rfftfreq):
    row(_fn)
# 2.10's generated Primitive classes of the transforms (ops.auto_generate.FFT()(x, n, dim, norm),
# RFFT2, IHFFTN, ...; FFTShift()(x, dim)), not in ops.*
for _fn in FFT.TRANSFORMS:
    row(_fn, (), prim=_fn.__name__.upper(), module="auto_generate", internal=True)
row(FFT.fftshift, (), prim="FFTShift", module="auto_generate", internal=True)
row(FFT.ifftshift, (), prim="IFFTShift", module="auto_generate", internal=True)
row(FFT.stft, "stft", prim=FFT.STFT, module="math_ops")
# 2.10's DCT Primitives (mindspore.scipy.fft calls them): DCT()(x, type, n, axis, norm)
for _fn in (DCTF.dct, DCTF.idct, DCTF.dctn, DCTF.idctn):
    row(_fn, (), prim=_fn.__name__.upper(), module="auto_generate", internal=True)
# 2.10's SolveTriangular()(a, b, trans, lower, unit_diagonal) (mindspore.scipy.linalg calls it)
row(TRI.solve_triangular, (), prim="SolveTriangular", module="auto_generate", internal=True)

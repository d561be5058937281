"""Rows of ``test_bad_input_catalogue52`` (the in-place and aliased Tensor methods 2.10 writes in
Python given a keyword they do not take, too many or too few arguments: Python's own TypeError
naming 'Tensor.<name>' (the ops spellings keep '<name>()')): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per process (forked after the imports),
pynative_synchronize on; /tmp/s69/bad52/w/kw22.py and kw22b.py with /tmp/s69/bad52/run.py).
Measured and left out (minicell differs or 2.10 computes): kw flush_from_cache (TypeError:
"Tensor.flush_from_cache() got an unexpected keyw); kw delete_ (TypeError: "Tensor.delete_() got an
unexpected keyword argum); ok tanh_ (RuntimeError: 'The kernel InplaceTanh unregistered.'); ok
zero_ (RuntimeError: 'The kernel InplaceZero unregistered.'); ok index_put_ (RuntimeError: 'The
kernel InplaceIndexPut unregistered.'); ok clamp_ (RuntimeError: 'The kernel InplaceClampScalar
unregistered.').
"""
from minicell import Tensor, ops  # noqa: F401  (the rows' calls)

from bad_input_rows47_help import F, I  # noqa: F401

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'kw addcmul': (lambda: F(2, 3).addcmul(zzz=1), TypeError,
        "Tensor.addcmul() got an unexpected keyword argument 'zzz'"),
    'kw addmm_': (lambda: F(2, 3).addmm_(zzz=1), TypeError,
        "Tensor.addmm_() got an unexpected keyword argument 'zzz'"),
    'kw tanh_': (lambda: F(2, 3).tanh_(zzz=1), TypeError,
        "Tensor.tanh_() got an unexpected keyword argument 'zzz'"),
    'kw floor_': (lambda: F(2, 3).floor_(zzz=1), TypeError,
        "Tensor.floor_() got an unexpected keyword argument 'zzz'"),
    'kw scatter_add_': (lambda: F(2, 3).scatter_add_(zzz=1), TypeError,
        "Tensor.scatter_add_() got an unexpected keyword argument 'zzz'"),
    'kw softmax': (lambda: F(2, 3).softmax(zzz=1), TypeError,
        "Tensor.softmax() got an unexpected keyword argument 'zzz'"),
    'kw clamp_': (lambda: F(2, 3).clamp_(zzz=1), TypeError,
        "Tensor.clamp_() got an unexpected keyword argument 'zzz'"),
    'kw uniform_': (lambda: F(2, 3).uniform_(zzz=1), TypeError,
        "Tensor.uniform_() got an unexpected keyword argument 'zzz'"),
    'kw exponential_': (lambda: F(2, 3).exponential_(zzz=1), TypeError,
        "Tensor.exponential_() got an unexpected keyword argument 'zzz'"),
    'kw bernoulli_': (lambda: F(2, 3).bernoulli_(zzz=1), TypeError,
        "Tensor.bernoulli_() got an unexpected keyword argument 'zzz'"),
    'kw random_': (lambda: F(2, 3).random_(zzz=1), TypeError,
        "Tensor.random_() got an unexpected keyword argument 'zzz'"),
    'kw bmm': (lambda: F(2, 3).bmm(zzz=1), TypeError,
        "Tensor.bmm() got an unexpected keyword argument 'zzz'"),
    'kw cross': (lambda: F(2, 3).cross(zzz=1), TypeError,
        "Tensor.cross() got an unexpected keyword argument 'zzz'"),
    'kw erfinv': (lambda: F(2, 3).erfinv(zzz=1), TypeError,
        "Tensor.erfinv() got an unexpected keyword argument 'zzz'"),
    'kw erfinv_': (lambda: F(2, 3).erfinv_(zzz=1), TypeError,
        "Tensor.erfinv_() got an unexpected keyword argument 'zzz'"),
    'kw index_add_': (lambda: F(2, 3).index_add_(zzz=1), TypeError,
        "Tensor.index_add_() got an unexpected keyword argument 'zzz'"),
    'kw zero_': (lambda: F(2, 3).zero_(zzz=1), TypeError,
        "Tensor.zero_() got an unexpected keyword argument 'zzz'"),
    'kw sign_': (lambda: F(2, 3).sign_(zzz=1), TypeError,
        "Tensor.sign_() got an unexpected keyword argument 'zzz'"),
    'kw index_put_': (lambda: F(2, 3).index_put_(zzz=1), TypeError,
        "Tensor.index_put_() got an unexpected keyword argument 'zzz'"),
    'kw normal_': (lambda: F(2, 3).normal_(zzz=1), TypeError,
        "Tensor.normal_() got an unexpected keyword argument 'zzz'"),
    'pos tanh_': (lambda: F(2, 3).tanh_(1), TypeError,
        'Tensor.tanh_() takes 1 positional argument but 2 were given'),
    'pos floor_': (lambda: F(2, 3).floor_(1, 2), TypeError,
        'Tensor.floor_() takes 1 positional argument but 3 were given'),
    'pos erfinv': (lambda: F(2, 3).erfinv(1), TypeError,
        'Tensor.erfinv() takes 1 positional argument but 2 were given'),
    'miss addcmul': (lambda: F(2, 3).addcmul(), TypeError,
        "Tensor.addcmul() missing 2 required positional arguments: 'tensor1' and "
        "'tensor2'"),
    'miss bmm': (lambda: F(2, 3).bmm(), TypeError,
        "Tensor.bmm() missing 1 required positional argument: 'mat2'"),
    'ops addcmul kw': (lambda: ops.addcmul(F(2), F(2), F(2), zzz=1), TypeError,
        "addcmul() got an unexpected keyword argument 'zzz'"),
    'ops bmm kw': (lambda: ops.bmm(F(2,2,2), F(2,2,2), zzz=1), TypeError,
        "bmm() got an unexpected keyword argument 'zzz'"),
    'ops erfinv kw': (lambda: ops.erfinv(F(2), zzz=1), TypeError,
        "erfinv() got an unexpected keyword argument 'zzz'"),
    'ops softmax kw': (lambda: ops.softmax(F(2), zzz=1), TypeError,
        "softmax() got an unexpected keyword argument 'zzz'"),
    'ops cross kw': (lambda: ops.cross(F(2, 3), F(2, 3), zzz=1), TypeError,
        "cross() got an unexpected keyword argument 'zzz'"),
    'index_add_ pos': (lambda: F(3).index_add_(0, I(1), F(1), 1), TypeError,
        'Tensor.index_add_() takes 4 positional arguments but 5 were given'),
}

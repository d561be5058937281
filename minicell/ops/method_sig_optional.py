"""Which parameters of 2.10's Tensor-method signatures are optional: 2.10 takes a
parameter as optional if and only if the format string of the signature's primitive in its
binary gives it a default (``ArgMaxExt(int dim=None, bool keepdim=False)``; ``ExpandDims(int|
tensor axis)``: ``axis`` required). Generated data: the format strings extracted from 2.10's
``_c_expression`` (session 74, /tmp/s75/bad58/sigstrings.txt), matched to the signatures of
``method_sigs.SIGS`` and ``method_listings._SPECS`` by their parameter names, and by the
primitive's name where names alone are ambiguous (/tmp/s75/bad58b/gen_opt.py); ``unbind``'s
measured (``x.unbind(None)``: nothing required).

OPTIONAL: {method: {signature as its table writes it: its optional parameters}}; a signature
missing here (no format string found) keeps ``method_listings``' own rule.
"""

OPTIONAL = {
    'add_': {
        'other=<Tensor>, *, alpha=<number>': ('alpha',),
        'other=<number>, *, alpha=<number>': ('alpha',),
    },
    'addbmm': {
        'batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, alpha=<number,Tensor>':
            ('beta', 'alpha'),
        'batch1=<Tensor>, batch2=<Tensor>, *, beta=<number>, alpha=<number>': ('beta', 'alpha'),
    },
    'addcdiv': {
        'tensor1=<Tensor>, tensor2=<Tensor>, *, value=<number,Tensor>': ('value',),
        'tensor1=<Tensor>, tensor2=<Tensor>, value=<Tensor>': (),
    },
    'addmm': {
        'mat1=<Tensor>, mat2=<Tensor>, *, beta=<number>, alpha=<number>': ('beta', 'alpha'),
    },
    'addmv': {
        'mat=<Tensor>, vec=<Tensor>, *, beta=<number>, alpha=<number>': ('beta', 'alpha'),
        'mat=<Tensor>, vec=<Tensor>, beta=<number>, alpha=<number>': ('beta', 'alpha'),
    },
    'arctan2': {
        'other=<number,Tensor>': (),
    },
    'argmax': {
        'axis=<int>, keepdims=<bool>': ('axis', 'keepdims'),
        'dim=<int,None>, keepdim=<bool>': ('dim', 'keepdim'),
    },
    'argmin': {
        'dim=<int,None>, keepdim=<bool>': ('dim', 'keepdim'),
        'axis=<int,None>, keepdims=<bool>': ('axis', 'keepdims'),
    },
    'atan2': {
        'other=<number,Tensor>': (),
    },
    'baddbmm': {
        'batch1=<Tensor>, batch2=<Tensor>, *, beta=<number,Tensor>, alpha=<number,Tensor>':
            ('beta', 'alpha'),
        'batch1=<Tensor>, batch2=<Tensor>, *, beta=<number>, alpha=<number>': ('beta', 'alpha'),
    },
    'bincount': {
        'weights=<Tensor,None>, minlength=<int,Tensor>': ('weights', 'minlength'),
    },
    'bitwise_and': {
        'other=<Tensor>': (),
        'other=<number>': (),
    },
    'bitwise_or': {
        'other=<Tensor>': (),
        'other=<number>': (),
    },
    'bitwise_xor': {
        'other=<Tensor>': (),
        'other=<number>': (),
    },
    'count_nonzero': {
        'dim=<None, int, list of int, tuple of int>': ('dim',),
    },
    'cumsum': {
        'dim=<int>, *, dtype=<None, mstype>': ('dtype',),
        'axis=<None, int>, dtype=<None, mstype>': ('axis', 'dtype'),
    },
    'div_': {
        'other=<Tensor>': (),
        'other=<number>': (),
        'other=<Tensor>, rounding_mode=<str,None>': ('rounding_mode',),
        'other=<number>, rounding_mode=<str,None>': ('rounding_mode',),
    },
    'divide': {
        'other=<number>': (),
        'other=<number,Tensor>': (),
        'other=<number>, *, rounding_mode=<str,None>': ('rounding_mode',),
        'other=<number,Tensor>, *, rounding_mode=<str,None>': ('rounding_mode',),
    },
    'dot': {
        'other=<Tensor>': (),
    },
    'eq': {
        'other=<number>': (),
        'other=<number,Tensor>': (),
    },
    'expand_as': {
        'other=<Tensor>': (),
        'x=<Tensor>': (),
    },
    'fill_': {
        'value=<Tensor>': (),
        'value=<number>': (),
    },
    'flatten': {
        'start_dim=<int>, end_dim=<int>': ('start_dim', 'end_dim'),
        'order=<str>, start_dim=<int>, end_dim=<int>': ('order', 'start_dim', 'end_dim'),
    },
    'floor_divide': {
        'other=<number>': (),
        'other=<number,Tensor>': (),
    },
    'floor_divide_': {
        'other=<Tensor>': (),
        'other=<number>': (),
    },
    'fmod': {
        'other=<Tensor>': (),
        'other=<number>': (),
        'other=<number,Tensor>': (),
    },
    'ge': {
        'other=<number>': (),
        'other=<number,Tensor>': (),
    },
    'greater_equal': {
        'other=<number>': (),
        'other=<number,Tensor>': (),
    },
    'histc': {
        'bins=<int,Tensor>, min=<number,Tensor>, max=<number,Tensor>': ('bins', 'min', 'max'),
    },
    'index_fill_': {
        'dim=<int>, index=<Tensor>, value=<Tensor>': (),
        'dim=<int>, index=<Tensor>, value=<number>': (),
    },
    'isclose': {
        'other=<Tensor>, rtol=<int,float,bool>, atol=<int,float,bool>, equal_nan=<bool>':
            ('rtol', 'atol', 'equal_nan'),
        'x2=<Tensor>, rtol=<int,float,bool>, atol=<int,float,bool>, equal_nan=<bool>':
            ('rtol', 'atol', 'equal_nan'),
    },
    'lerp': {
        'end=<Tensor>, weight=<float,Tensor>': (),
        'end=<Tensor>, weight=<float>': (),
    },
    'less': {
        'other=<number>': (),
        'other=<number,bool,Tensor>': (),
    },
    'logaddexp': {
        'other=<Tensor>': (),
    },
    'logaddexp2': {
        'other=<Tensor>': (),
    },
    'logical_and': {
        'y=<bool,Tensor>': (),
        'other=<bool,Tensor>': (),
    },
    'logical_or': {
        'y=<bool,Tensor>': (),
        'other=<bool,Tensor>': (),
    },
    'logsumexp': {
        'dim=<int,Tuple,List>, keepdim=<bool>': ('keepdim',),
    },
    'lt': {
        'other=<number>': (),
        'other=<number,bool,Tensor>': (),
    },
    'masked_fill': {
        'mask=<Tensor>, value=<number>': (),
        'mask=<Tensor>, value=<number,Tensor>': (),
    },
    'masked_fill_': {
        'mask=<Tensor>, value=<Tensor>': (),
        'mask=<Tensor>, value=<number>': (),
    },
    'matmul': {
        'other=<Tensor>': (),
        'tensor2=<Tensor>': (),
    },
    'mm': {
        'mat2=<Tensor>': (),
    },
    'mul': {
        'other=<number>': (),
        'other=<number,Tensor>': (),
        'other=<any,Tensor>': (),
    },
    'mul_': {
        'other=<Tensor>': (),
        'other=<number>': (),
    },
    'nansum': {
        'dim=<int,Tuple,Tensor,None,List>, keepdim=<bool>, *, dtype=<mstype,int,None>':
            ('dim', 'keepdim', 'dtype'),
        'axis=<int,Tuple,None,List>, keepdims=<bool>, *, dtype=<mstype,int,None>':
            ('axis', 'keepdims', 'dtype'),
    },
    'narrow': {
        'dim=<int>, start=<int,Tensor>, length=<int>': (),
        'axis=<int>, start=<int,Tensor>, length=<int>': (),
    },
    'outer': {
        'vec2=<Tensor>': (),
    },
    'permute': {
        'dims=<Tuple,List>': (),
        'axis=<int,Tuple,None,List>': ('axis',),
    },
    'pow': {
        'exponent=<number>': (),
        'exponent=<number,Tensor>': (),
    },
    'remainder_': {
        'other=<Tensor>': (),
        'other=<number>': (),
    },
    'scatter': {
        'dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, reduce=<str>': ('reduce',),
        'dim=<int,Tensor>, index=<Tensor>, src=<number>, reduce=<str>': ('reduce',),
        'axis=<int>, index=<Tensor>, src=<float,Tensor>': (),
    },
    'scatter_': {
        'dim=<int,Tensor>, index=<Tensor>, src=<Tensor>': (),
        'dim=<int,Tensor>, index=<Tensor>, src=<Tensor>, *, reduce=<str>': (),
        'dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>': (),
        'dim=<int,Tensor>, index=<Tensor>, value=<number,Tensor>, *, reduce=<str>': (),
    },
    'set_': {
        'source=<Storage>': (),
        'source=<Tensor>': (),
    },
    'squeeze': {
        'axis=<int,Tuple,None,List>': ('axis',),
    },
    'take': {
        'index=<Tensor>': (),
        'indices=<Tensor>, axis=<None, int>, mode=<str>': ('axis', 'mode'),
    },
    'tile': {
        'dims=<Tuple,Tensor>': (),
        'reps=<Tuple,Tensor>': (),
    },
    'to': {
        'device=<str,None>, dtype=<mstype,int,None>, non_blocking=<bool>, copy=<bool>':
            ('device', 'dtype', 'non_blocking', 'copy'),
        'dtype=<mstype,int,None>, non_blocking=<bool>, copy=<bool>':
            ('dtype', 'non_blocking', 'copy'),
        'other=<Tensor>, non_blocking=<bool>, copy=<bool>': ('non_blocking', 'copy'),
    },
    'topk': {
        'k=<int>, dim=<int>, largest=<bool>, sorted=<bool>': ('dim', 'largest', 'sorted'),
        'k=<int>, dim=<int,None>, largest=<bool>, sorted=<bool>': ('dim', 'largest', 'sorted'),
    },
    'type_as': {
        'other=<Tensor>': (),
    },
    'unbind': {
        'dim=<int>': ('dim',),
    },
    'unsqueeze': {
        'axis=<int,Tensor>': (),
        'dim=<int,Tensor>': (),
    },
    'view': {
        'shape=<Tuple,Tensor,List>': (),
        'dtype=<mstype,int>': (),
    },
    'view_as': {
        'other=<Tensor>': (),
    },
    'where': {
        'condition=<Tensor>, other=<number,Tensor>': (),
        'condition=<Tensor>, y=<number,Tensor>': (),
    },
    'xlogy': {
        'other=<Tensor>': (),
        'other=<number>': (),
        'other=<number,Tensor>': (),
    },
}

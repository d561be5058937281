"""minicell's numbers against MindSpore 2.10's CPU kernels, round 3 (activations), bit for bit
where the kernel's rounding can be reproduced under XLA; values measured on 2.10 (both modes
alike) and written in below as base64 of their bytes:

- tanh (``ops.tanh``, ``nn.Tanh``), float32 and float16: 2.10's CPU kernel is nnacl's rational
  approximation (``runtime.primitives.nnacl.nnacl_tanh``: ``tanh(5)`` is 1.0000098), float16
  cast to float32 and back; its gradient is ``TanhGrad``, ``fma(-y, y, 1) * dy`` (XLA's tanh:
  59% of the values off, up to 1e-4);
- ``ops.softplus``'s gradient at ``beta * x == threshold`` (whole, not halved);
- float32 exp, sigmoid and SiLU (``ops.exp``, ``ops.sigmoid``, ``nn.Sigmoid``, ``ops.silu``,
  ``nn.SiLU``): nnacl's exp polynomial, ``1 / (1 + exp(-x))``, ``x * sigmoid(x)``, with
  2.10's gradients (``dy * y``, ``SigmoidGrad``, SiLU's ``(x * dy) * (s * (1 - s)) + s * dy``);
- float32 log (``ops.log``): nnacl's AVX log (``ln2`` as ``0.693147f``), glibc's ``logf`` over the
  last ``size % 8`` values, float64's log for all where one of those is negative;
- float32 ELU (``ops.elu``, ``nn.ELU``): ``(exp(x) - 1) * alpha`` with nnacl's exp, ``expm1`` in
  float64 over the last ``size % 8`` values; its gradient ``EluGrad``, ``dy * (y + 1)``;
- float32 FastGeLU's forward (``ops.fast_gelu``): ``x * e2 / (1 + e1)``, the exps in float64;
  ``ops.softplus``'s forward, ``log(1 + exp(x))`` with nnacl's exp and log.

Subnormal inputs are left out: 2.10 flushes them, minicell's PYNATIVE kernels do not always.
The suite runs XLA at O0 (tests/conftest.py), which contracts no ``a * b + c`` into an fma; the
last test checks the bits in a child at XLA's defaults, which users get.
"""
import base64
import json

import numpy as np
import pytest

import minicell as ms
from minicell import nn, ops
from xla_defaults import child_json

# /tmp/numerics3/gen_consts.py under 2.10 (CPU); 88.5 is not among the last values: 2.10's
# scalar loop over a thread's last len % 8 values overflows exp there (n = 128), AVX does not
X = np.concatenate([np.linspace(-6, 6, 233, dtype=np.float32),
                    np.float32([88.5, 0, -0.0, np.inf, -np.inf, np.nan, 5, -5, 5.0000005,
                                -5.0000005, 4.9999995, 20, -20, 1e-7, -3e-5, 0.25])])
XN = X[~np.isnan(X)]   # 2.10's Sigmoid takes glibc's expf where its thread's share holds a NaN
DY = np.cos(np.arange(X.size, dtype=np.float32)).astype(np.float32)
TANH_Y = (
    "AACAvwAAgL8AAIC/AACAvwAAgL8AAIC/AACAvwAAgL8AAIC/AACAvwAAgL8AAIC/AACAvwAAgL8AAIC/AACAvwAAgL8A"
    "AIC/AACAvwAAgL/b/3+/qP5/v2f9f78e/H+/w/p/v1P5f7/O93+/L/Z/v3P0f7+U8n+/j/B/v17uf7/663+/YOl/v4Xm"
    "f79m43+/+d9/vzDcf78J2H+/ctN/v2POf7/LyH+/nMJ/v8e7f782tH+/1at/v5Kif79NmH+/7Yx/v1SAf79ecn+/5WJ/"
    "v79Rf7++Pn+/rSl/v1QSf79x+H6/w9t+v/i7fr+8mH6/r3F+v2dGfr9yFn6/TuF9v22mfb8uZX2/6Rx9v9vMfL8xdHy/"
    "AxJ8v1Cle7/4LHu/wqd6v1wUer9JcXm/7Lx4v3v1d78IGXe/biV2v1sYdb9F73O/Z6dyv8Q9cb8cr2+/6Pdtv2EUbL93"
    "AGq/zLdnv8E1Zb9odWK/lHFfv9gkXL+HiVi/zplUv7VPUL80pUu/RZRGvwcXQb/KJzu/PsE0v5neLb+4eya/UZUevycp"
    "Fr8vNg2/xbwDv6p9877+f96+aovIvpausb4A/Jm+3omBvtXjUL4loh2+DBzTvWCsU70AAAAAYKxTPQwc0z0loh0+1eNQ"
    "Pt6JgT4A/Jk+lq6xPmqLyD7+f94+qn3zPsW8Az8vNg0/JykWP1GVHj+4eyY/md4tPz7BND/KJzs/BxdBP0WURj80pUs/"
    "tU9QP86ZVD+HiVg/2CRcP5RxXz9odWI/wTVlP8y3Zz93AGo/YRRsP+j3bT8cr28/xD1xP2encj9F73M/Wxh1P24ldj8I"
    "GXc/e/V3P+y8eD9JcXk/XBR6P8Knej/4LHs/UKV7PwMSfD8xdHw/28x8P+kcfT8uZX0/baZ9P07hfT9yFn4/Z0Z+P69x"
    "fj+8mH4/+Lt+P8Pbfj9x+H4/VBJ/P60pfz++Pn8/v1F/P+Vifz9ecn8/VIB/P+2Mfz9NmH8/kqJ/P9Wrfz82tH8/x7t/"
    "P5zCfz/LyH8/Y85/P3LTfz8J2H8/MNx/P/nffz9m438/heZ/P2Dpfz/6638/Xu5/P4/wfz+U8n8/c/R/Py/2fz/O938/"
    "U/l/P8P6fz8e/H8/Z/1/P6j+fz/b/38/AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8A"
    "AIA/AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AACAPwAAgD8AAIA/AAAAAAAAAIAAAIA/AACAvwAAwH9SAIA/UgCAvwAA"
    "gD8AAIC/UgCAPwAAgD8AAIC/lb/WM4Ko+7f2y3o+")
TANH_GRAD = (
    "AAAAAAAAAAAAAACAAAAAgAAAAIAAAAAAAAAAAAAAAAAAAACAAAAAgAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAIAA"
    "AACAAAAAAAAAAACVlfE1vGq8t309pri0Z4S4STOOOCS8UzndpCk5wIW3uMzisbkAoaC5ymuYOLsEATqanAU6c8UZty/x"
    "LLogu066Xx0DuTE7WzqFoZg6ugS+OUxOhLrA8Nm6zFlEugholzp8dxc7Yr+wOttlobpgpU276jITu/1bmTruhYg72elo"
    "O4TpYrokNLG7V3Oxu9r6Jznba+A70TEDPCkXmjq0IQq8vBo9vKgvY7tZPiQ83zSFPDim6jvkkjq8caq3vCO9UrwrZkY8"
    "0ur3PMH8rjw/Bz28xrMjvdXcCb1HSQ48rSlTPQ/IUD0+ugq7lKOEvVv/mL38dSa8PYehPc/K2T2KRfw8BEi9vRjFFr6M"
    "P4G9dtvSPZD6Sj5cOuM9mI/avfyghL7Uhja+IbzJPUa0pz6kRok+Ny2TvQozzL4UR8O+JZWjPALZ7T4ExwM/ODaAPVha"
    "A7+0pCi/2GY1voP+Bz8DFEw/psOiPk3sAb/WnWi/FtXwvsG93z4gwHg/fukcP39epr5Euni/s984v1WcPz5dDmg/vcFH"
    "PyWROr1u0km/cPFHv+LaoL13kiM/QgE7P2vtLj6L0fa+hb8kv7HHZ77DnKw+nbcJP00dfj6JG12+fdvbvrLTeb5oTPs9"
    "zm2oPqckZD4VjGa95Yt4vh1PRb5840w8cO8wPqGNIz66QGI8QPXyvRH3Ar6pMOK8c1ygPXKtyz1xWwc9b/dJvWRUmr2A"
    "XQi9D+ruPNtcZD1W3/o8LEaAvMweJb39sdm8rTTkO/JR6Ty3J7U88P/XukLZoLwK55G8TvizuuDFVzwIvmQ8BFc9O9oW"
    "DLxXHS+8IsJiu5KCrjtKLwM88XhjO7YsTbtcfcC7bkpQuzsv3DoaTYo7I/ozO7fgRboMY0K7xRgVuxVSSjlBRAU7wMbu"
    "OuUyAjnobLG6KXa5uv4fk7lQgWM6Q7iLOiRzrzkRhwq6ZChLuvSyqrkUD5w57MUMOgIVkjmwNBq5bvu0uQKhW7lsuGo4"
    "yQRJOezwBDlU9ya3FPGSuFHVFbg1GIi0AAAAAAAAAAAAAAAAAAAAgAAAAIAAAACAAAAAAAAAAAAAAAAAAAAAgAAAAIAA"
    "AACAAAAAAAAAAAAAAAAAAAAAgAAAAIAAAACAAAAAAAAAAAAAAAAA7DNHPVBvUL8AAACAAAAAgAAAwH86V5+3rrbVtgAA"
    "AIAAAACAwIwVNwAAAAAAAAAAzbQTP3RGwL5MgGy/")
TANH_Y16 = (
    "ALwAvAC8ALwAvAC8ALwAvAC8ALwAvAC8ALwAvAC8ALwAvAC8ALwAvAC8ALwAvAC8ALwAvAC8ALwAvAC8ALz/u/+7/7v/"
    "u/+7/7v/u/+7/7v+u/67/rv+u/67/bv9u/27/Lv8u/y7+7v7u/q7+bv5u/i797v2u/W79Lvyu/G777vtu+u76bvmu+S7"
    "4bvdu9m71bvRu8u7xrvAu7m7sbupu6C7lbuKu367cLthu1C7PrsquxS7/LrhusS6pbqCul26NLoJutm5prlvuTS59bix"
    "uGq4Hribt/S2RLaNtdC0DLSHsu2wma6dqgAAnSqZLu0whzIMNNA0jTVENvQ2mzceOGo4sTj1ODQ5bzmmOdk5CTo0Ol06"
    "gjqlOsQ64Tr8OhQ7Kjs+O1A7YTtwO347ijuVO6A7qTuxO7k7wDvGO8s70TvVO9k73TvhO+Q75jvpO+s77TvvO/E78jv0"
    "O/U79jv3O/g7+Tv5O/o7+zv7O/w7/Dv8O/07/Tv9O/47/jv+O/47/jv/O/87/zv/O/87/zv/O/87/zsAPAA8ADwAPAA8"
    "ADwAPAA8ADwAPAA8ADwAPAA8ADwAPAA8ADwAPAA8ADwAPAA8ADwAPAA8ADwAPAA8ADwAPAA8AAAAgAA8ALwAfgA8ALwA"
    "PAC8ADwAPAC8AgD3gdYz")
EXP_Y = (
    "fHIiOxYSKzvfJjQ7Hrc9O1/JRztxZFI7oY9dO55SaTtrtXU7RWCBO3o+iDsAeo871ReXOyUdnzt0j6c7jHSwO4DSuTvZ"
    "r8M7PRPOO8ED2Tv2iOQ7s6rwO05x/TvIcgU8UIgMPB3+EzxR2Rs8Qh8kPKLVLDxTAjY84Ks/PLXYSTzEj1Q8ddhfPHe6"
    "azz1PXg8xbWCPBamiTy09JA8o6aYPB/BoDy6Sak8SEayPAC9uzxgtMU8KjPQPJJA2zws5OY87iXzPCMHAD0D0wY9QPsN"
    "Pb6EFT2sdB09ddAlPdGdLj3B4jc9zqVBPXrtSz3UwFY9SidiPakobj0zzXo9xg6EPWoRiz1Rc5I9jTmaPW9poj2QCKs9"
    "0hy0PYusvT06vsc9t1jSPUeD3T2aRek9uqf1PRFZAT7gNgg+AXIPPmcPFz5GFB8+HoYnPrNqMD4lyDk+8qRDPr8HTj6p"
    "91g+NnxkPkmdcD4wY30+V2uFPnuAjD7g9ZM+oNCbPh0WpD7+y6w+Lfi1PjOhvz5zzck+64PUPvfL3z5Sres+ITD4Pnuu"
    "Aj9qngk/oewQPx+eGD8puCA/S0ApP1g8Mj+Isjs/XKlFP48nUD9ZNFs/TNdmP2IYcz8AAIA/f8uGP1XzjT9qfJU/5Wud"
    "PzfHpT8UlK4/gti3PwSbwT8c4ss/2rTWP6wa4j9jG+4/N7/6P2kHBECpCQtAKGsSQPQwGkBhYCJABv8qQMgSNED5oT1A"
    "FrNHQPxMUkDvdl1AmThpQAeadUDbUYFASS+IQAJqj0D7BpdAaAufQMh8p0DeYLBAyr25QAuaw0BD/M1AkevYQHpv5EDg"
    "j/BADlX9QOZjBUGmeAxBoe0TQfDHG0H3DCRBXMIsQQnuNUGDlj9BMsJJQRN4VEF/v19BLaBrQUoieEExp4JBv5aJQYzk"
    "kEGdlZhBNK+gQdw2qUFqMrJBEKi7QVaexUH2G9BBIijbQWzK5kHUCvNBu/H/QfzDBkJr6w1CFHQVQh9jHUL6vSVCWIou"
    "QkLON0I5kEFCv9ZLQuGoVkIVDmJCHg5uQjuxekIOAIRC6AGLQvxikkJcKJpCUleiQoD1qkK/CLRCZJe9Qvanx0JCQdJC"
    "m2rdQpor6UJUjPVCp0oBQ7EnCEMCYg9DkP4WQ4oCH0N0cydDClcwQ22zOUMlj0NDxvBNQ3ffWEO/YmRDdIJwQ/RGfUN3"
    "XIVD0HCMQ2Llk0NBv5tD0AOkQ7u4rEPi47VD2Iu/Q/S2yUPx3Ux/AACAPwAAgD8AAIB/AAAAAAAAwH/RaRRD7cncO9Vp"
    "FEPmydw7zGkUQ5JY500DpA0xAQCAPwn+fz/vWqQ/")
EXP_GRAD = (
    "fHIiOxfcuDpx8JW6FdE7u9iWAruuuG46gLxUOwznLzuiAA+6wsFruxKjZLtPjqI3QgB/OyljkDs+Szc6Cg2Gu1f0sbsq"
    "Yte6KhOIOzuQ1junhTo7+9GDu8Ru/bseNo67lnFuO9OwEjyypMk7J8k/uxtfJrw8Jwi8VIbsOjejODznUjE8RjQ+uTgI"
    "SLyZVWC8Is8Fu3S3UjyLcYo8K9CiOyttVrwKJae8SZ0OvJpuUDxyrMU8c75aPBCDPbwjH+W8YaabvNnvGTzQGQI9iL7S"
    "PAz2wrvDlhC97IIJvctGdzog5Rw90kEuPdluwjuMlyW9OWRXvXLgdbyp6ig9/DGCPbD62TxGviS9oiuavRMvKL3wjhY9"
    "D+yyPZU/cD2N5va8M3XLvXwTo70xOqA8127iPUdA1T0MBIe7fxj2vXRYB76Ge4y8Cx0CPgKKJz6ncDk98AoFvrfPSr4I"
    "gKa99S0CPq52cD7ARQE+biDvveO1i77FYDm+LtfFPTgTnz7nV3w+0VSDvSZJsb6eVaW+l2aHPPH7wD6dOdI+57JJPUFy"
    "zL6NTgK/7q4LvjqK0T6k8x0/wjh+PlCvzb57gzu/26rGvvbSvT66Klo/wQIPP9dnnr5Euni/kDVDv7LGVj4gy4o/aCuA"
    "P+0Tgb2gUZe/0j+jvyayD74PmqA/863KP0Mm0j68+6S/WwL2v+z4Qb9DdKI/TzYSQCOcmD87oZa/xVMqwHSb3L+JeX0/"
    "8G9CQAX9FkAcPC+/HExZwLaxRsBz9W0+H0ZtQFaEfUDz4co+vkl8wC6cncAu2p2/O+GBQD+Qv0Bv6hNAr0eAwEL/48CR"
    "YmrAL/huQK/3BEFaHqpAmqhKwAn8F8HCiOnA1K8OQBYWKkFi/hlBDSVWvw8COsEf1ETBx6GNv04iRkGVGnVBycRsQF91"
    "TMHIJ5XB1XPhwE+LSkEXwLFB/+0zQfB9PcGQls/BFSiDwerrIUH6lO1BhpO0QSfx58APHwXCqavuwXVIPUDGzRFC7swY"
    "QlIAQ0DAlRvCHZE+wrBEMcGw5yBChEBoQhm1q0Gw3R/CDZGKwlUUCsIZNRZCpgeiQg0xSkJlSgHCp625wvqai8L7MbxB"
    "Z1zQQn3uuELZ/CTBTo7kwtw37cJW2QPBOFH0Qr8mFEP9eQRCDzj9wmLONMPlr4LCjE78Qh4GWEMC2tNCPA7uwqPrfMOn"
    "0BvDqVjOQjsakUOE01dD7XWYwlUMo8MvRo/DpjYOQoAes0OgkTF/7DNHPVBvUL8AAID/AAAAgAAAwH85MhBDk9sPO7nl"
    "t8Iyvtu79VWHwgiJaE2OgA0xzrQTP/pEwL6fhqG/")
SIGMOID_Y = (
    "rgsiOySgKjuoqDM7CCs9O/YtRzsYuFE7htBcO7d+aDt4ynQ7Bd6AOw+uhzvh2Y47TWaWO1NYnjtFtaY7vIKvO2fGuDuC"
    "hsI7jcnMO0CW1zvC8+I7gOnuO1V/+zvGXgQ8WlYLPPaqEjxiYRo8lX4iPNoHKzyaAjQ8kHQ9PONjRzzX1lE8F9RcPIhi"
    "aDx0iXQ8P6iAPMZfhzx9b448w9uVPB6pnTxX3KU8a3quPF6Itzy6C8E8JwrLPH+J1Tzgj+A8qCPsPHpL+DwehwI9ijkJ"
    "PbhAED2FoBc99FwfPSl6Jz1Y/C899ec4PZtBQj3+DUw99lFWPXoSYT2xVGw91h14PaU5gj1ErYg9m2yPPYR6lj3n2Z09"
    "uo2lPcmYrT1F/rU9J8G+PXHkxz0ra9E9UljbPeGu5T3CcfA93aP7Pf6jAz5qsAk+hfgPPo99Fj6dQB0+0EIkPiyFKz6P"
    "CDM+v806PlrVQj7iH0s+rq1TPu1+XD6ek2U+lutuPneGeD7YMYE+NUGGPslwiz4BwJA+IS6WPkq6mz6DY6E+syinPqMI"
    "rT7+AbM+UhO5PhA7vz6Qd8U+EMfLPrsn0j5/l9g+chTfPoGc5T59Lew+O8XyPnph+T4AAAA/Qk8DP2OdBj9C6Qk/wTEN"
    "P8p1ED9LtBM/MuwWP30cGj86RB0/eGIgP1h2Iz8BfyY/rnspP6ZrLD8/Ti8/2yIyP/DoND8BoDc/oUc6P3XfPD8aZz8/"
    "Zd5BPxtFRD8Ym0Y/ReBIP5QUSz8HOE0/qkpPP5BMUT/dPVM/th5VP0/vVj/fr1g/o2BaP+EBXD/mk10/ABdfP4WLYD/I"
    "8WE/JEpjP/WUZD+a0mU/cwNnP9wnaD84QGk/6UxqP09Oaz/FRGw/sDBtP2wSbj9Y6m4/y7hvPyN+cD+0OnE/2e5xP+Ga"
    "cj8fP3M/5ttzP4NxdD89AHU/Xoh1PzEKdj/4hXY/9Pt2P2dsdz+O13c/pD14P+KeeD+A+3g/tVN5P66neT+i93k/vkN6"
    "Py6Mej8e0Xo/uBJ7PyFRez+EjHs/AsV7P776ez/aLXw/dl58P6+MfD+kuHw/ceJ8Py4KfT/2L30/4VN9PwV2fT96ln0/"
    "VbV9P6bSfT+E7n0/Agl+Pywifj8YOn4/01B+P21mfj/zen4/dI5+P/qgfj+Wsn4/UMN+PzPTfj9M4n4/pfB+P0X+fj81"
    "C38/ghd/Py8jfz9ILn8/0Th/P9RCfz9YTH8/YFV/P/Vdfz8AAIA/AAAAPwAAAD8AAIA/AAAAAGFJfj+iT9s7YUl+P5xP"
    "2zthSX4/AACAPwOkDTEBAAA/BP//Ps7qDz8=")
SIGMOID_GRAD = (
    "G6UhOxLmtzp0HpW6A7w6u/fLAbswMm06IU5TOxyoLjuq7w26/Odpu16/YrtEJKE3Y6p8O83+jjsQbzU6g56Euyf0r7uE"
    "1dS6H2GGO9q/0zuD8jc7sueBu6+O+bs77Iu7wGdqO34TEDx53MU7IQA8u6HqIryxLQW8MBbnOsUrNDyPzyw8ixw5ueFl"
    "QrwVsFm8naMBu1fPSzzOq4U8MOmcO5tATrz3caC8yZoIvKIyRzyUd7w8AglQPMrCM7x1u9i8Tc6SvDC/EDzU4fM8K9zE"
    "PH94tbsLFQa97Qn+vCB4Yzr/sw89JOEePZdtsDsIgRW92XBBvf+YW7yY/BU9q8xlPbYjvzz2fA+9QVWFvYVgEL2DPgA9"
    "PiqXPQE/ST0m+My8cVKnvcfLhL1wIoE8CYe0PeAZqD0MWVK7wVW9vS2Rzb2XfFK8eDLAPeDT8z3a2wQ9/5C7vUaPDL7a"
    "vGK9AwiuPQeqHT5yJaY9WHuWvdoKLL7LJd+9kJRoPcZ1Nj7EDw0+dvkOvVO9O77oICq+szwHPLfiOj7UKUU+3P22PN83"
    "M74ZeVy+mM1jvbp9JD5WcG4+oUK4PbT5Dr5WsHm+Pgz9vb/55j27Qn0+eSwePv6zpr1Euni+tj45vrwmQT16Q2w+MzdO"
    "PqwHRLxVoli+mwdcvk0ZtrzcHD8+3zBiPjWsWz1GViG+ZMhgvsFnpb1JIQE+PWtYPuYU0j3CocC9oCJKvoGx8r03HYE9"
    "nT83PmODAz5z7Qy9JjQhvoPZB77hzxU8Um8JPif9Bj6adEY8M4HivUfHAb7TPu6824ezPVRZ8j0YKCs9Ua6HvRVM3L0Y"
    "xE6901xAPWw7wz0ar2M9nR73vHjFqL3EDWy9oDmDPJJDjj36MWo9MvuTu6uJab0Ha2C9X5mSu24eOj0P41A98gM3PDZN"
    "D70yiD29rdCBvLJV0zx2ACg96gOaPELdkrz7pRG9GpSmvP4ZOjz0Dvc8rd6pPIpZxbva3cy8Ug+mvLUi7jo20qU8mhKd"
    "PJcptTpEnoK8446QvIH7cruXPkc8NeSBPKd5rTup3hG8t1xkvGh9zbsW2Mk75ZVEPM153TuetH+7d8AlvCj94Luh4Qg7"
    "kcgIPKMk2zuBcjC665Xcu76bzrtXQM+530StOyycvTuD+5g6oOqDu2T4qbuqrd26dw5BO70flTub7gM7wrwFu30tgLtW"
    "eA67HTGqOl/qVzv81xA70JY4uskPMrtnIA27irN8ORyJDzsAAAAA7DNHPFBvUL4AAACAAAAAgG2+nTs8p9M7LfANO6f2"
    "hrucz9i7AAAAgGtejjDqv38+zbQTPktNvb0=")
SILU_Y = (
    "hRFzvGK7fbzCa4S89TSKvMM7kLx3gpa8egudvE3Zo7x87qq8rU2yvJ35ubwS9cG89ELKvDHm0rzZ4du8FjnlvObu7ryu"
    "Bvm86sEBvdo0B73r3Qy9374SvYfZGL3ELx+9a8MlvWuWLL22qjO9OwI7vQCfQr3tgkq9+a9SvUUoW73G7WO9hgJtvXpo"
    "dr3QEIC9+heFvapKir3VqY+9ZjaVvT3xmr0226C9JPWmvZ8/rb14u7O9Umm6vbNJwb0PXci9xaPPvRUe170mzN69963m"
    "vWbD7r0oDPe9zof/vdcaBL5oigi+EhINvjSxEb4BZxa+hjIbvqkSIL4sBiW+nwsqvmIhL76jRTS+X3Y5vlOxPr4E9EO+"
    "uTtJvjaFTr5vzVO+whBZvklLXr7SeGO+0pRovm2abb5mhHK+LU13vtDue759MYC+gVGCvuxThL7wNIa+rPCHvguDib6/"
    "54q+TxqMvhUWjb5D1o2+41WOvtuPjr7vfo6+yh2Ovv1mjb4KVYy+WuKKvlMJib5rxIa+FA6EvsvggL5Hbnq+ohdyvlaz"
    "aL5wN16+ZppSvivTRb5A2Te+vqQovm0uGL6wbwa+s8XmvfAFvr3Sl5K92elIvVRizrwAAAAADVfZPIrPXj03M6s9dbPp"
    "PQZxFT5lWzc+3pNaPqwUfz6pa5I+R+qlPkACuj5Qr84+8uzjPmO2+T5VAwg/TGwTP3ITHz8T9io/bhE3P79iQz8q508/"
    "95tcP1p+aT+Qi3Y/c+CBP9aNiD+kTI8/lRuWP2z5nD/35KM/Cd2qP4jgsT9f7rg/hwXAPwMlxz/oS84/UnnVP22s3D9s"
    "5OM/jyDrPydg8j+Novk/k3MAQK0WBEBVugdATV4LQFoCD0BFphJA4kkWQATtGUCDjx1AOTEhQAjSJEDScShAfhAsQPKt"
    "L0AcSjNA7OQ2QFR+OkBBFj5Aq6xBQI1BRUDd1EhAlWZMQLP2T0A1hVNAGBJXQF2dWkAFJ15AFK9hQIk1ZUBrumhAvT1s"
    "QIS/b0DGP3NAib52QNA7ekCpt31ACpmAQI5VgkBlEYRAkMyFQBWHh0D4QIlAPfqKQOeyjED6ao5AeyKQQG7ZkUDWj5NA"
    "ukWVQBj7lkD4r5hAX2SaQE0YnEDIy51A1H6fQHMxoUCq46JAfJWkQOpGpkD896dAsKipQAxZq0AUCa1AybiuQC9osEBG"
    "F7JAFcazQJx0tUDfIrdA3dC4QJ5+ukAiLLxAadm9QHiGv0AAALFCAAAAAAAAAIAAAIB/AADA/93tnkDFEQm93u2eQMIR"
    "Cb3c7Z5AAACgQQQNMbOXv1Yziqd7t87qDz4=")
SILU_GRAD = (
    "vPRJvBtg47uQcLY79AliPPFuGzz/e4y7/I53vB5bSryqmiI7DHeEPMDgfTxmVLK4wCqKvFWImrzutkG7NN+LPNpJtzwi"
    "8No7KHyIvMFP1Lx0Cja81Lt9PCp48DzrAIU868FbvIkxBb1sVbS8SOQoPJ86ED2WUug8bInGu2JvGL3w8Q+9+8MXOoTU"
    "HD1Awyw9c13KO81kHL30oEm9PI1ovBEfFj3yU2U97qS/PFoYCb1Ubn69z6oJvack6TzSqok9IJg2Pf4ssLzRKZG9KBZl"
    "vVhRTjzg15Q9nZaJPeRE8LoM6ZO9kjufvUIJLLzgt409UhiyPf0sxDwB4YG91qzAvYT9Gr1Sw2A9AXTJPTgYUj30cTO9"
    "KwfLvaV4gb2lH/w8YUvEPYcylD29sIi8R6m0vdh1nr1i/jk7k0icPUWFnT05wRQ8HJt4vSj3jr1QoIu8phouPZwoYj0k"
    "HJo8bLzAvAiFBr3wLka8INXKO0C+TTuA+Km7kFzVO5g7BT3AyQ09wIk3vNABk72uk529q+iQO97R4z2L8gY+KS+LPCIy"
    "Fr7tJUq+GydjvRh5MT5hkYo+DNblPcrAPr6IorG+TH4/vlF/OT4Fadc+SziOPqswHr5Euvi+4PPCvuOq1T1CNgk/iD/7"
    "PqBO+rxB1RC/XO4Zv384hb1oHxI/PqY0P6IsNz5GZgy/TRFMv+aZnL577P4+TKleP4A84T6LLde+rTZrv5YTE79E+6I+"
    "H+RwP1MHND9E4ki+I0Zvv7b3Ub9eHXE9rFdmP9Scaz8dYbQ9iG5Wv/L1f79ywnS+nCpAP08nhz9b88Y+AGMkv5Mei7/U"
    "Iwi/fhMEPy/Oiz/5Eyo/9JfAvlZBib+fXEi/LYtoPv2bgz9hP2I/F1GVvcIrdr/PK3e/6LyoveLrXz9WXoM/aLRwPt0c"
    "Rb8xWoi/rmrDviNzJj+bfIo/reUEP9qtBL/gyIm/3golv8gkwT6tUIY/p4lBP6Gja76kMoC/B99ZvxfKoz30MW8/dKBt"
    "PyK9jz2IcFm/4Xt8v0SpXr6SnD8/9xuDPxvOtz60QSK/7VmFv34A/L5c+QE/w/OEP6ZUHT+Z0L6+m/GBv6dROb8j8Gw+"
    "AM94P2B1UT9yQLG9N+pov8JQZb8J0XG9RIpUP0qJdD/ack8+Mhk8v7rafr+7xq6+DhQgPxcMgj+DB/I+nggBv5EWgr/4"
    "GRi/BSa/PvQdfz99DjQ/bGtxvsIHdb8WWUy/E4LAPSogZj92410/7DPHPFBv0L4AAMD/AADA/59LPj/4S9O8ZzqrPnW8"
    "hjyWxoK/RHHpvh4QqbLtv/8+q7OTPhXZb74=")
LOG_Y = (
    "XVjlP6g85D94HuM/xP3hP33a4D+btN8/EIzeP85g3T/MMtw/+gHbP0rO2T+yl9g/Hl7XP4Uh1j/U4dQ//Z7TP/BY0j+c"
    "D9E/78LPP9lyzj9IH80/KMjLP2dtyj/wDsk/sKzHP5FGxj983MQ/W27DPxf8wT+ZhcA/xgq/P4SLvT+6B7w/SX+6Pxjy"
    "uD8IYLc/98i1P8kstD9bi7I/iuSwPzI4rz8shq0/VM6rP4AQqj+GTKg/OIKmP2uxpD/s2aI/jvugPxgWnz9UKZ0/CzWb"
    "PwI5mT/3NJc/qiiVP9cTkz829pA/ec+OP1KfjD9uZYo/cyGIPwXThT/CeYM/QBWBPyhKfT+UUXg/yj9zP8gTbj96zGg/"
    "umhjP0vnXT/iRlg/GoZSP3ejTD9enUY/HHJAP9ofOj+hpDM/Tv4sP5MqJj/2Jh8/wfAXPweFED+U4Ag/7/8AP3++8T6t"
    "9OA+IJnPPqGhvT7cAqs+JbCXPmubgz6VaV0+2NQxPhJQBD5JWqk9T9wKPeB4jrz4WJK9OLQDvpjIQb5974G+iUKlvgU0"
    "y75gL/S+EF4Qv1DEKL80vUO/O+Rhv60Jgr/ixJW/Mxutvyiryb/tfe6/GTIRwJ6OPcAAAID/no49wBkyEcDtfe6/KKvJ"
    "vzMbrb/ixJW/rQmCvzvkYb80vUO/UMQovxBeEL9gL/S+BTTLvolCpb5974G+mMhBvji0A774WJK94HiOvE/cCj1JWqk9"
    "ElAEPtjUMT6VaV0+a5uDPiWwlz7cAqs+oaG9PiCZzz6t9OA+f77xPu//AD+U4Ag/B4UQP8HwFz/2Jh8/kyomP07+LD+h"
    "pDM/2h86PxxyQD9enUY/d6NMPxqGUj/iRlg/S+ddP7poYz96zGg/yBNuP8o/cz+UUXg/KEp9P0AVgT/CeYM/BdOFP3Mh"
    "iD9uZYo/Up+MP3nPjj829pA/1xOTP6oolT/3NJc/AjmZPws1mz9UKZ0/GBafP477oD/s2aI/a7GkPziCpj+GTKg/gBCq"
    "P1TOqz8shq0/MjivP4rksD9bi7I/ySy0P/fItT8IYLc/GPK4P0l/uj+6B7w/hIu9P8YKvz+ZhcA/F/zBP1tuwz983MQ/"
    "kUbGP7Csxz/wDsk/Z23KPyjIyz9IH80/2XLOP+/Czz+cD9E/8FjSP/2e0z/U4dQ/hSHWPx5e1z+yl9g/Ss7ZP/oB2z/M"
    "Mtw/zmDdPxCM3j+btN8/fdrgP8T94T94HuM/qDzkP11Y5T/AdI9AAACA/wAAgP8AAIB/AACAfwAAwH8NAs4/DQLOPw4C"
    "zj8OAs4/DALOPxG6P0ARuj9A2vGAwQShJsEYcrG/")
LOG_GRAD = (
    "q6oqPuAGuj1riZC9wXEtvh4U572aXko9sM4sPs/tCD4OX9W8N5Qovgy2HL5fnlU6m6IgPvFqLj73UNQ8q+gUvk6XPb7d"
    "GVy9mWQFPnfKST6qT6g9L0nkvQeaUr5r2uK9i462PaajVz6YTQ4+xfeBvaKOWL6DOSq+IwkOPW4NVT6knEQ+0KxKu//e"
    "TL5u31y+gVX9vOfPPz67aHI+uByJPUS7Lb6tT4K+cgTWvXKLFj6+dYk+gHoSPtF09L0CXI6+r146vsWjsT20uZA+iQpi"
    "PoasSb07SJC+e2eEvhDM5Tspw4w+afmWPnq4Ij0M6IW+sFmovuPOub1b63Y+HCK4PuUvFT7EVVq+TufFvm0xUb7YiDU+"
    "xjfRPm9IiD6i8we+IprZvgN5qb4U4qE9C4rePpr+yz4klHu8P3PfvlOz77650XK9XqnbPkc+Cj8ztBU+m1rSvlwpHb/0"
    "NH2+i3nCPrCmMD8rCrs+9ZaqvrbbRL/QLwG/LJ2IPlcZWj/SFiw/I5oyvin+cL8gRmG/U345PTpfhT81KZM/4aYPPpjn"
    "lL/mQ8O/fdXYvu7hqT8uHQdAtVBoP+r7y78yBU7A2Ln4v+MLDUABP81AbKO/QFKRycAAAID/xvxfwSIE6j+veL9Actp7"
    "QJSuQL4kvzLAhvUcwBaXZb6il9g/yJrpP1QY0T75446/I8O6v6PYAb9Rw0A/13KaP2QTED9QEv++b7yBv9WVF7+Pg50+"
    "oApbP19/Gj+aLCO+yHQ4v5cAGr/Apig9VfwZP5XYFj9/n109AkL9vp+LEb/7OQa+9ZPLPnV9Cj+gckU+xTWevuX+Ab90"
    "S3e+u29pPnKq8D5cto4+h68dvq98277CkZy+97qxPTnmxD6iwaU+WWrWvFBRrb52vaq+Y9jkvAsilT5L8as+3dqaPdlt"
    "eb4Vwqm+WHXvvfjRSD54kKQ+cZcbPikXGb5wupy+px85vhGw1T05nJI+w3hQPvCIer2zkIa+JtNhvguspzy+4nE+32pt"
    "PtXpjTxBLFS+04dzvqJSVL2NqTQ+gH10PoJ/qT39ABS+TKpwvn/84L2spOU9m3ZoPu0gCD74aqO9lVNcvrSJG74w5EQ9"
    "tblMPnmrKj6lCI+8Qyc6vrWJNb4soj28lh4lPug3PD62NB49VCQOvsHYPr7PtIG9P3vrPR+dPT5n5a49lty4veDCOL4N"
    "LNa9IG6FPYWTMD57J/c9SE8kvbNiJb68ygi+YqB/PI+MFz42diA8AACAfwAAgP8AAACAAAAAgAAAwH8K+0Y+pnCFPevD"
    "/b161Eu+BMG6vVPazTyImUw9XxSwSquXQ8bPl3vA")
LOG_NEG_Y = (
    "AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8A"
    "AMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAA"
    "wH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADA"
    "fwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/"
    "AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8A"
    "AMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAA"
    "wH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAMB/AADAfwAAwH8AAID/no49wBkyEcDtfe6/KKvJ"
    "vzMbrb/ixJW/rQmCvzvkYb80vUO/UMQovxBeEL9gL/S+BTTLvolCpb5974G+mMhBvji0A774WJK94HiOvE/cCj1JWqk9"
    "ElAEPtjUMT6VaV0+a5uDPiWwlz7cAqs+oaG9PiCZzz6t9OA+f77xPu//AD+U4Ag/B4UQP8HwFz/2Jh8/kyomP07+LD+h"
    "pDM/2h86PxxyQD9enUY/d6NMPxqGUj/iRlg/S+ddP7poYz96zGg/yBNuP8o/cz+UUXg/KEp9P0AVgT/CeYM/BdOFP3Mh"
    "iD9uZYo/Up+MP3nPjj829pA/1xOTP6oolT/3NJc/AjmZPws1mz9UKZ0/GBafP477oD/s2aI/a7GkPziCpj+GTKg/gBCq"
    "P1TOqz8shq0/MjivP4rksD9bi7I/ySy0P/fItT8IYLc/GPK4P0l/uj+6B7w/hIu9P8YKvz+ZhcA/F/zBP1tuwz983MQ/"
    "kUbGP7Csxz/wDsk/Z23KPyjIyz9IH80/2XLOP+/Czz+cD9E/8FjSP/2e0z/U4dQ/hSHWPx5e1z+yl9g/Ss7ZP/oB2z/M"
    "Mtw/zmDdPxCM3j+btN8/fdrgP8T94T94HuM/qDzkP11Y5T/AdI9AAACA/wAAgP8AAIB/AADAfwAAwH8NAs4/AADAfw4C"
    "zj8AAMB/DALOPxG6P0AAAMB/2vGAwQAAwH8YcrG/")
ELU_Y = (
    "jl1/v+5Uf7/ZS3+/SUJ/vzc4f7+cLX+/cCJ/v60Wf79LCn+/P/1+v4Pvfr8M4X6/0NF+v8bBfr/hsH6/F59+v1uMfr+g"
    "eH6/2mN+v/hNfr/uNn6/qx5+vx0Ffr816n2/3819vwiwfb+bkH2/g299v6lMfb/3J32/UAF9v53YfL/BrXy/noB8vxZR"
    "fL8IH3y/Uup7v8+ye79aeHu/yzp7v/f5er+ytXq/zm16vxgier9d0nm/Z355v/sleb/fyHi/0WZ4v47/d7/Qkne/TCB3"
    "v7Sndr+1KHa/+aJ1vyMWdb/UgXS/o+VzvyhBc7/zk3K/i91xv3Udcb8tU3C/J35vv9Odbr+WsW2/zrhsv9Kya7/unmq/"
    "Znxpv29KaL85CGe/6bRlv5dPZL9N12K/CUthv7ypX79I8l2/gCNcvyY8Wr/uOli/eB5Wv1PlU7/3jVG/xBZPvxB+TL8W"
    "wkm/8uBGv67YQ780p0C/VEo9v8K/Ob8QBTa/sBcyv/L0Lb8Bmim/6gMlv2YvIL9GGRu/Cr4VvwQaEL9XKQq/8OcDvwqj"
    "+r4sw+y+vibevsLDzr6uj76+an+tvlCHm77wmoi+kFppvsRhP76cLhO+oEXJveB5Tr0AAAAAsdxTPbHc0z2E5R4+sdxT"
    "Pu5phD6E5Z4+GmG5PrHc0z5HWO4+7mkEP7mnET+E5R4/TyMsPxphOT/mnkY/sdxTP3waYT9HWG4/EpZ7P+5phD/UCIs/"
    "uaeRP59GmD+E5Z4/aoSlP08jrD81wrI/GmG5PwAAwD/mnsY/yz3NP7Hc0z+We9o/fBrhP2G55z9HWO4/LPf0PxKW+z98"
    "GgFA7mkEQGG5B0DUCAtAR1gOQLmnEUAs9xRAn0YYQBKWG0CE5R5A9zQiQGqEJUDd0yhATyMsQMJyL0A1wjJAqBE2QBph"
    "OUCNsDxAAABAQHNPQ0DmnkZAWO5JQMs9TUA+jVBAsdxTQCMsV0CWe1pACctdQHwaYUDuaWRAYblnQNQIa0BHWG5Auadx"
    "QCz3dECfRnhAEpZ7QITlfkB8GoFANcKCQO5phECoEYZAYbmHQBphiUDUCItAjbCMQEdYjkAAAJBAuaeRQHNPk0As95RA"
    "5p6WQJ9GmEBY7plAEpabQMs9nUCE5Z5APo2gQPc0okCx3KNAaoSlQCMsp0Dd06hAlnuqQE8jrEAJy61AwnKvQHwasUA1"
    "wrJA7mm0QKgRtkBhubdAGmG5QNQIu0CNsLxAR1i+QAAAwEAAALFCAAAAAAAAAAAAAIB/AACAvwAAwH8AAKBAbEZ+vwEA"
    "oEBsRn6///+fQAAAoEEAAIC/lb/WMwCA+7cAAIA+")
ELU_GRAD = (
    "AHIiO//buDqN8JW699A7u5qWArsuuG463LxUO1bnLztkAA+6LsJrux2jZLtPjqI3iwB/OwhjkDtLSzc6AA2Gu1f0sbtV"
    "Yte6AhOIO3mQ1juvhTo74NGDu/Zu/bsVNo67e3FuO7awEjycpMk7JMk/uzhfJrwuJwi8fIbsOkGjODzjUjE8UDQ+uT8I"
    "SLyjVWC8Hc8Fu4O3UjyXcYo8KNCiOyxtVrwQJae8Qp0OvJpuUDxyrMU8aL5aPByDPbwXH+W8WKabvNXvGTzNGQI9iL7S"
    "PA/2wrvGlhC96IIJvclGdzog5Rw91EEuPd5uwjuJlyW9P2RXvXngdbyn6ig9/jGCPa362TxEviS9pSuavRQvKL3wjhY9"
    "DeyyPZE/cD2L5va8NHXLvX0To70wOqA81m7iPUVA1T0MBIe7fhj2vXVYB76He4y8DR0CPgOKJz6mcDk97woFvrjPSr4H"
    "gKa99i0CPq12cD7ARQE+byDvveS1i77FYDm+LtfFPTcTnz7nV3w+0FSDvSdJsb6fVaW+mGaHPPL7wD6dOdI+5rJJPUFy"
    "zL6NTgK/7q4LvjqK0T6k8x0/wjh+PlCvzb57gzu/26rGvvbSvT66Klo/wQIPP9dnnr5Euni/b145vyWrQT5MsG0/Km5Q"
    "P35TR71z5F2/7lFjv3QBvr2pp0k/8qhxP4vvbT6fYTG/uyl7v5wNvL62jhU/maN/P+Vf/T77eu2+nf9+v/bPHL+6F6s+"
    "DkF5P37MNz+kj0q+W4Vuv0YbT7/Fh2s9hANfP99EYj/s8qs9/QpLvxrncL9ZHGW+GgIzP/y2ej+n1Lc+AWQXvz6Cf782"
    "bfm+aXzxPlEwfz/gAxs/eluvvtjCeb/fNja/FHBTPqJVbz87xE0/qduHvR0eYL9GM2G/8+CZvT9qTD9tIHA/jkRcPv6e"
    "NL81P3q/ApizvkM2GT/DW38/iHX1PgB59b7nW3+/rjQZv7absz6fP3o/l500P0ZMXL4cIXC/DmlMv7bwmT02NGE/KB1g"
    "P+TLhz1nxU2/71Rvv1hoU75CODY/acJ5P8RXrz5zBRu/KTB/v+148b6pcPk+XYJ/P2liFz9X2Le+Yrd6v7AAM78MJGU+"
    "xedwP8kJSz+sAqy9y0Viv4wCX782aGu9bxxPP6SEbj/lh0o+3803v5pAeb8AFKu+htEcP3D/fj96d+0+UmP9vrSjf78b"
    "jRW/SRG8Ph0qez8yYDE/O/dtvpmpcb9xpkm/LxG+PddSYz92410/7DNHPVBvUL+Qr22/AAAAgMxfOT/MuXg/n9sPO3Sa"
    "Hr9Lvtu7RHHpvnSoAD8AAAAAzbQTP/pEwL7Pl3u/")
FAST_GELU_Y = (
    "tg5nuQQlerniZIe5ZI6SuVCgnrkqrau5+8i5uWAJybmMhdm5k1bruXuX/rmjsgm6qu8UuqETIbqyMC66a1o8ur6lS7pH"
    "KVy6Yf1tuguegLrIAIu68jWWusVNorqwWa+6V2y9utCZzLqr99y67pzuujjRALtSEQu7Ax0Wu48DIrsy1S67c6M8u+mA"
    "S7uSgVu7z7psu1BDf7u6mYm7nFKUuxXan7vyPqy72pC5u4ngx7uzP9e7R8Hnu0R5+btzPga8VXEQvDNhG7yjGie866oz"
    "vA0gQbzSiE+8s/RevPxzb7zZi4C82viJvEkKlLzSyZ68gkGqvLR7trwlg8O802LRvP4l4LwR2O+8VkIAvbcbCb35fRK9"
    "1W4cvevzJr2YEjK99s89va0wSr30OFe9TexkvW9Nc70OL4G9eA+JvY5Hkb0f1pm9CbmivQ/tq727bbW9LjW/vew7yb2v"
    "eNO9NuDdvQBl6L0f9/K9B4T9vR/7A76bGgm+kBIOvlfTEr56Sxe+sWcbvswSH76+NSK+p7ckvu19Jr5UbCe+O2UnvtRJ"
    "Jr5y+iO+31Ygvso+G747khS+CDIMvmkAAr7kwuu9Q3fPvcLwrr38CIq9S0JBveGKyrwAAAAAgC7dPBh3Zj0MwrM9nsj4"
    "PToYIT6W6Uc+y8FwPqzDjT4qD6Q+djS7PgIk0z7Pzes+2pACP8uHDz/Swxw/Nz0qP5LsNz/XykU/XtFTP/D5YT/JPnA/"
    "nJp+P02Ehj8xwo0/BwWVPw5LnD/DkqM/y9qqP/0hsj9bZ7k/DKrAP1/pxz+6JM8/rFvWP9GN3T/luuQ/s+LrPxsF8z8H"
    "Ivo/uJwAQLAlBEDwqwdAhC8LQHqwDkDiLhJAz6oVQFYkGUCMmxxAiBAgQGGDI0At9CZABGMqQPzPLUAvOzFAsaQ0QJgM"
    "OED5cjtA7Nc+QII7QkDOnUVA4/5IQNZeTEC2vU9AkRtTQHd4VkB81FlAqC9dQAuKYECv42NApTxnQPOUakCm7G1AykNx"
    "QGOadECA8HdAJUZ7QFqbfkAW+IBATKKCQFdMhEA39oVA8Z+HQIZJiUD58opATZyMQINFjkCd7o9An5eRQIlAk0Bd6ZRA"
    "HJKWQMk6mEBi45lA7YubQGc0nUDU3J5ANIWgQIctokDQ1aNADX6lQEAmp0BrzqhAjXaqQKgerEC8xq1AyG6vQM8WsUDP"
    "vrJAyWa0QMIOtkCztrdAoF65QIoGu0BwrrxAU1a+QDL+v0AAALFCAAAAAAAAAIAAAMD/AADA/wAAwH/A959A2/2DusH3"
    "n0DV/YO6v/efQAAAoEFvUhSpl79WM92me7cV1Bo+")
# a NaN among the inputs: 2.10's Sigmoid takes glibc's expf (first call; later calls may split
# the kernel over other threads, its auto-search)
SIGMOID_NAN_Y = (
    "uwsiOyqgKjuXqDM7ECs9OwYuRzsquFE7mdBcO81+aDuQynQ7Ed6AOxuuhzvu2Y47WmaWO19YnjtMtaY7toKvO2jGuDuN"
    "hsI7nMnMO1GW1zvU8+I7k+nuO2p/+zvQXgQ8ZVYLPAKrEjxuYRo8nX4iPNkHKzyUAjQ8lXQ9PO5jRzzk1lE8JtRcPJli"
    "aDyEiXQ8SKiAPM9fhzyHb448zduVPCapnTxa3KU8XXquPF2ItzzBC8E8MQrLPIqJ1Tzuj+A8tSPsPIlL+DwlhwI9kjkJ"
    "Pb9AED2MoBc991wfPSF6Jz1Q/C899+c4PaJBQj0HDkw9/1FWPYQSYT27VGw93x14Pas5gj1LrYg9oWyPPYd6lj3k2Z09"
    "pI2lPceYrT1I/rU9LcG+PXfkxz0xa9E9WVjbPeeu5T3JcfA95KP7PQKkAz5tsAk+hfgPPoN9Fj6VQB0+z0IkPi2FKz6S"
    "CDM+ws06Pl/VQj7mH0s+s61TPvB+XD6jk2U+mutuPnWGeD7SMYE+LEGGPsZwiz4BwJA+Ii6WPky6mz6FY6E+tSinPqUI"
    "rT4AArM+UxO5PhE7vz6Qd8U+C8fLPqkn0j52l9g+cBTfPn+c5T59Lew+O8XyPnph+T4AAAA/Qk8DP2OdBj9C6Qk/wTEN"
    "P8h1ED9FtBM/LOwWP3scGj85RB0/eGIgP1Z2Iz8AfyY/rnspP6ZrLD8+Ti8/2yIyP+/oND8AoDc/nkc6P2rfPD8XZz8/"
    "Yt5BPxpFRD8Xm0Y/Q+BIP5QUSz8GOE0/qEpPP49MUT/bPVM/tB5VP0zvVj/br1g/n2BaP98BXD/kk10//xZfP4OLYD/G"
    "8WE/I0pjP/WUZD+a0mU/cQNnP9onaD84QGk/50xqP0tOaz/DRGw/rjBtP2wSbj9W6m4/y7hvPyJ+cD+0OnE/1+5xP9+a"
    "cj8fP3M/5ttzP4FxdD87AHU/Xoh1PzEKdj/3hXY/9Pt2P2dsdz+O13c/pD14P+KeeD+A+3g/tVN5P66neT+i93k/vkN6"
    "PyyMej8e0Xo/thJ7PyFRez+EjHs/AsV7P776ez/aLXw/dl58P6+MfD+kuHw/b+J8Py4KfT/2L30/4VN9PwV2fT96ln0/"
    "VbV9P6bSfT+E7n0/Agl+Pywifj8YOn4/01B+P21mfj/zen4/co5+P/qgfj+Usn4/UMN+PzPTfj9M4n4/o/B+P0X+fj81"
    "C38/ghd/Py8jfz9ILn8/0Th/P9RCfz9WTH8/YFV/P/Vdfz8AAIA/AAAAPwAAAD8AAIA/AAAAAAAAwP9hSX4/tE/bO2FJ"
    "fj+uT9s7YUl+PwAAgD8zpA0xAQAAPwT//z7N6g8/")
SOFTPLUS_Y = (
    "jD4iO/LYKju65jM71nE9OzJ8Rzu6DVI7VjBdO+7naDtgQHU7yh6BO7L1hzvSKY87Gb+WO226njuzIac7zvuvO6BLuTsC"
    "G8M7zW3NO9dM2DvuveM718nvO2F3/Duf6AQ8Fu8LPOxTEzzvHBs8c04jPMHtKzyYATU8NI8+PM2cSDwIMlM8k1RePIAM"
    "ajxeYXY8ma2BPDqBiDxBsI88Gz+XPG0ynzwIkKc8wFywPJCeuTxqW8M8NpnNPIde2DyasuM8HZzvPKsi/DwepwQ9e5ML"
    "Pa7aEj0sgRo9zosiPUX/Kj2p4DM9kjU9PYIDRz0gUFE9dSFcPfx9Zz1ObHM9/vJ/PcSMhj1+c409pLGUPR5LnD0aRKQ9"
    "1KCsPeVltT3Ll749NDvIPSBV0j2q6tw97gDoPVGd8z1oxf89bj8GPsLnDD6n3hM+KScbPmLEIj6TuSo++AkzPtS4Oz50"
    "yUQ+RD9OPq4dWD4naGI+JyJtPiVPeD5R+YE+EAiIPoRVjj5t45Q+bLObPmjHoj7VIKo+WsGxPoyquT7y3cE+C13KPkAp"
    "0z7mQ9w+Rq7lPplp7z7xdvk+r+sBP+NFBz+Hygw//3kSP4xUGD90Wh4/7YskPxzpKj8VcjE/5iY4P4AHPz/TE0Y/tEtN"
    "P/WuVD9IPVw/YfZjPwLaaz+c53M/uh58P24/gj+8g4Y/+NuKP9BHjz/wxpM/+1iYP5T9nD9YtKE/4XymP8VWqz+qQbA/"
    "GD21P6JIuj/ZY78/To7EP5THyT86D88/0GTUP+jH2T8UON8/5bTkP+496j/C0u8//nL1P0Me+z8OagBAEkoDQAAvBkCo"
    "GAlA2QYMQGj5DkAp8BFA8eoUQJPpF0Dq6xpAzPEdQA/7IECiByRAUBcnQPgpKkB6Py1AtlcwQI5yM0DmjzZAoK85QKDR"
    "PEDO9T9ADRxDQEhERkBkbklAT5pMQPnHT0BD91JAHChWQHJaWUAzjlxATsNfQLT5YkBTMWZAHmppQAakbED83m9A8hpz"
    "QNxXdkC8lXlAdtR8QAEKgEAsqoFAtkqDQJzrhEDZjIZAZy6IQETQiUBtcotA2xSNQI63jkB+WpBArv2RQBqhk0C7RJVA"
    "keiWQJeMmEDMMJpAMNWbQL15nUBzHp9AUcOgQFJookB2DaRAurKlQB5Yp0Ck/ahARKOqQP9IrEDT7q1AwJSvQMQ6sUDd"
    "4LJAC4e0QE4ttkCj07dACXq5QIAgu0AEx7xAoG2+QEgUwEAAALFCFXIxPxVyMT8AAIB/AAAAAAM3oEBvDNw7BDegQG8M"
    "3DsCN6BAAACgQQAAAAAVcjE/GnExP79wUz8=")


def _bits(blob, dtype=np.float32):
    return np.frombuffer(base64.b64decode("".join(blob)), dtype)


def _same_bits(got, blob):
    """Bit for bit, but any NaN matches any NaN (its sign differs between XLA's levels)."""
    want = _bits(blob, got.dtype)
    ints = np.int16 if got.dtype == np.float16 else np.int32
    return bool(np.all((got.view(ints) == want.view(ints)) | (np.isnan(got) & np.isnan(want))))


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *xs):
        return self.fn(*xs)


def _checks(fn, x, y_blob, grad_blob):
    """``fn``'s output and gradient (sensitivity ``DY``) against 2.10's bits."""
    x, dy = ms.Tensor(x), ms.Tensor(DY[:x.size])
    grad = ops.GradOperation(sens_param=True)(Fn(fn))
    return [_same_bits(Fn(fn)(x).asnumpy(), y_blob), _same_bits(grad(x, dy).asnumpy(), grad_blob)]


def _tanh_checks():
    return _checks(ops.tanh, X, TANH_Y, TANH_GRAD) + [
        _same_bits(nn.Tanh()(ms.Tensor(X)).asnumpy(), TANH_Y),
        _same_bits(Fn(ops.tanh)(ms.Tensor(X.astype(np.float16))).asnumpy(), TANH_Y16)]


def _log_checks():
    return _checks(ops.log, np.abs(X), LOG_Y, LOG_GRAD) + [
        _same_bits(Fn(ops.log)(ms.Tensor(X)).asnumpy(), LOG_NEG_Y)]


def _elu_checks():
    return _checks(ops.elu, X, ELU_Y, ELU_GRAD) + [
        _same_bits(nn.ELU()(ms.Tensor(X)).asnumpy(), ELU_Y)]


def _fast_gelu_checks():
    return [_same_bits(Fn(ops.fast_gelu)(ms.Tensor(X)).asnumpy(), FAST_GELU_Y),
            _same_bits(Fn(ops.softplus)(ms.Tensor(XN)).asnumpy(), SOFTPLUS_Y)]


def _exp_sigmoid_silu_checks():
    return (_checks(ops.exp, X, EXP_Y, EXP_GRAD) + _checks(ops.sigmoid, XN, SIGMOID_Y, SIGMOID_GRAD)
            + _checks(ops.silu, XN, SILU_Y, SILU_GRAD)
            + [_same_bits(nn.Sigmoid()(ms.Tensor(XN)).asnumpy(), SIGMOID_Y),
               _same_bits(Fn(ops.sigmoid)(ms.Tensor(X)).asnumpy(), SIGMOID_NAN_Y),
               _same_bits(nn.SiLU()(ms.Tensor(XN)).asnumpy(), SILU_Y)])


@pytest.mark.heavy          # ~1 s: compiles forward, gradient, float16
def test_tanh_bits_as_2_10(mode):
    assert _tanh_checks() == [True] * 4
    y = ops.tanh(ms.Tensor(np.float32([5, 4.5, 9])))
    want = [1.0000097751617432, 0.9997951984405518, 1]
    np.testing.assert_array_equal(y.asnumpy(), np.float32(want))


@pytest.mark.heavy          # ~1.5 s: three ops' forward and gradient
def test_exp_sigmoid_silu_bits_as_2_10(mode):
    # 2.10's exp is nnacl's polynomial (XLA's: 95% of the values off); Sigmoid and SiLU use it
    assert _exp_sigmoid_silu_checks() == [True] * 9


@pytest.mark.heavy          # ~0.8 s in GRAPH_MODE: two compiled gradients
def test_log_bits_as_2_10(mode):
    # nnacl's AVX log (XLA's: 92% of the values off), the last size % 8 values glibc's logf
    assert _log_checks() == [True] * 3
    # a negative value among those last ones: 2.10 takes log in float64 for every value
    x = ms.Tensor(np.float32([0.05172414, 0.3, 2.5, 7, 11, 0.7, 3, 9, -1]))
    want = [-2.9618306159973145, -1.2039728164672852, 0.9162907600402832, 1.945910096168518,
            2.397895336151123, -0.3566749691963196, 1.0986123085021973, 2.1972246170043945, np.nan]
    np.testing.assert_array_equal(Fn(ops.log)(x).asnumpy(), np.float32(want))


@pytest.mark.heavy          # ~1 s: compiles forward and gradient
def test_elu_bits_as_2_10(mode):
    # nnacl's exp - 1 in the AVX lanes, expm1 in float64 over the last size % 8 values (XLA's
    # expm1: 28% of the values off); EluGrad dy * (y + 1)
    assert _elu_checks() == [True] * 3


def test_fast_gelu_and_softplus_bits_as_2_10(mode):
    # FastGeLU: 2.10's kernel takes its two exps in float64 (XLA's sigmoid form: 46% of the
    # values off); softplus: log(1 + exp(x)) with nnacl's exp and log (was 77% off)
    assert _fast_gelu_checks() == [True, True]


@pytest.mark.heavy          # ~0.8 s in GRAPH_MODE: two compiled gradients
def test_softplus_gradient_at_the_threshold_as_2_10(mode):
    # 2.10's ops.softplus is select(beta * x > threshold, x, softplus(beta * x) / beta): at
    # beta * x == threshold the gradient is the log branch's, whole (minicell's minimum halved it)
    x = ms.Tensor(np.float32([20, 7.5, -3]))
    fn2 = lambda v: ops.softplus(v).sum()
    g = ms.grad(Fn(fn2))(x)
    fn3 = lambda v: ops.softplus(v, 2, 15).sum()
    g2 = ms.grad(Fn(fn3))(x)
    np.testing.assert_allclose(g.asnumpy(), [1, 0.99944717, 0.04742585], rtol=1e-6)
    np.testing.assert_allclose(g2.asnumpy(), [1, 0.99999964, 0.00247262], rtol=1e-6)


def _bits_at_defaults():
    out = []
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        out.append(_tanh_checks() + _exp_sigmoid_silu_checks() + _log_checks() + _elu_checks()
                   + _fast_gelu_checks())
    print(json.dumps(out))


@pytest.mark.heavy          # ~15 s: a child process at XLA's defaults
def test_bits_as_2_10_under_xla_defaults():
    # XLA's default level contracts products into fmas unless they are rounded first: a child
    # with the defaults users get
    assert child_json(__file__) == [[True] * 21] * 2


if __name__ == "__main__":
    _bits_at_defaults()

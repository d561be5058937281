"""MindSpore 2.10's parameter-initialisation random numbers, so that ``ms.set_seed(s)`` gives
the same initial weights as MindSpore.

2.10 fills an initializer's float32 buffer from a 64-bit seed drawn from numpy's global stream
(``np.random.randint(1, 2**63)``, which ``set_seed`` seeds) with its C++ generator: Philox4x32
with 10 rounds (key = the seed's two 32-bit halves, counter = (block, block >> 32, key)), four
uint32 per block, read in order. The distributions work in double precision and round to
float32 at the end:

- uniform(a, b): ``(b - a) * (u / 2**32) + a`` per uint32 ``u``;
- normal(mean, sigma): Box-Muller on pairs of uint32 (each reduced to its 23 mantissa bits,
  ``m / 2**23``, floored at 1e-7): ``mean + sqrt(-2 ln u1) sigma (cos, sin)(2 pi u2)`` with
  MindSpore's float constants for pi and the floor;
- truncated normal(a, b, mean, sigma): the inverse CDF of one uniform per value between the
  standard normal CDFs at the bounds (``erfc`` and boost's ``erf_inv`` rational
  approximations, ``_erf_inv``).

The arguments reach the C++ code as float32, so they are rounded first. ``kernel_seed`` and
``minstd_uniforms`` are the seed mixing and the standard-library stream of 2.10's CPU
RandomCategorical kernel. 2.10 splits buffers
over 1024 values between worker threads, each generator skipping to its first index; the
splits fall on multiples of 4 values, so the numbers are those of one sequential pass
(measured with 1 and 4 workers, ``MS_DEV_PARAM_INIT_WORKER_NUM``).
"""
import math

import numpy as np

_M0, _M1 = np.uint64(0xD2511F53), np.uint64(0xCD9E8D57)
_STEP0, _STEP1 = 0x9E3779B9, 0xBB67AE85
_LOW = np.uint64(0xFFFFFFFF)
_MANTISSA = np.uint64(0x7FFFFF)
_CHUNK = 1 << 16      # values per chunk: its arrays (0.5 MB of uint64 words) stay in cache
_PI = float(np.float32(3.1415926))
_FLOOR = float(np.float32(1.0e-7))
_ROOT_TWO = float(np.float32(1.4142135))


def seed_from_numpy():
    """The per-buffer seed 2.10 draws from numpy's global stream."""
    return int(np.random.randint(1, 1 << 63, dtype=np.int64))


def _philox(c0, c1, c2, c3, k0, k1):
    """Philox4x32's ten rounds of the counter words (uint64 arrays) under key ``(k0, k1)``."""
    for r in range(10):
        if r:
            k0, k1 = (k0 + _STEP0) & 0xFFFFFFFF, (k1 + _STEP1) & 0xFFFFFFFF
        t0, t1 = _M0 * c0, _M1 * c2
        c0, c1, c2, c3 = ((t1 >> np.uint64(32)) ^ c1 ^ np.uint64(k0), t1 & _LOW,
                          (t0 >> np.uint64(32)) ^ c3 ^ np.uint64(k1), t0 & _LOW)
    return c0, c1, c2, c3


def blocks(key, high, first, count):
    """The uint32 words (as uint64 values, four per block, in order) of Philox4x32-10 blocks
    ``first`` to ``first + count`` under the 64-bit ``key``, the block number in the low half of
    the counter and the 64-bit ``high`` in its high half (2.10's ``PhiloxRandom(key, high)``)."""
    block = np.arange(first, first + count, dtype=np.uint64)
    k0, k1 = key & 0xFFFFFFFF, (key >> 32) & 0xFFFFFFFF
    words = _philox(block & _LOW, block >> np.uint64(32), np.uint64(high & 0xFFFFFFFF),
                    np.uint64((high >> 32) & 0xFFFFFFFF), k0, k1)
    return np.stack(np.broadcast_arrays(*words), axis=1).reshape(-1)


def uint32_stream(seed, start, count):
    """The generator's uint32 outputs ``start`` (a multiple of 4) to ``start + count`` for
    ``seed``, as uint64 values."""
    return blocks(seed, seed, start // 4, (count + 3) // 4)[:count]


def log_uniform_classes(seed, calls, num_sampled, unique, range_max):
    """2.10's CPU LogUniformCandidateSampler draws for its ``seed`` attribute on the kernel's
    ``calls``-th launch: ``(classes, tries)``. The kernel's generator has the fixed key
    87654321 and ``seed`` as the counter's high half, and each launch reserves 2048 words per
    sampled class; a class is ``floor(exp(d * log1p(range_max))) - 1`` (mod range_max) for a
    double ``d`` in [0, 1) made of 20 bits of one word and the whole next one. Unique draws
    skip classes already drawn, and ``tries`` counts every draw."""
    log_range = math.log1p(range_max)
    first, classes, seen, tries = calls * ((2048 * num_sampled + 3) // 4), [], set(), 0
    while len(classes) < num_sampled:
        chunk = max(num_sampled, 512)          # blocks: two doubles each
        w = blocks(87654321, seed % 2 ** 64, first, chunk).reshape(-1, 2)
        first += chunk
        d = (((w[:, 0] & np.uint64(0xFFFFF)) << np.uint64(32)) | w[:, 1]) / 2.0 ** 52
        drawn = (np.floor(np.exp(d * log_range)).astype(np.int64) - 1) % range_max
        if not unique:
            classes += drawn[:num_sampled - len(classes)].tolist()
            tries = len(classes)
            continue
        for value in drawn.tolist():
            tries += 1
            if value not in seen:
                classes.append(value)
                seen.add(value)
                if len(classes) == num_sampled:
                    break
    return classes, tries


def kernel_seed(global_seed, op_seed):
    """2.10's CPU kernels' seed of a (global, op) seed pair, not both 0 (``random::GetSeed``):
    the first Philox4x32-10 block of counter (global, op) under the key (0x3ec8f720,
    0x02461e29), its first word the low half."""
    c = [np.uint64(v) for v in (global_seed & 0xFFFFFFFF, global_seed >> 32,
                                op_seed & 0xFFFFFFFF, op_seed >> 32)]
    w0, w1 = _philox(*c, 0x3ec8f720, 0x02461e29)[:2]
    return (int(w1) << 32) | int(w0)


def minstd_state(seed, seed2):
    """The first state of 2.10's CPU kernels' ``std::default_random_engine`` (libstdc++'s
    minstd_rand0) for a Primitive's (seed, seed2) ints, not both 0: ``random::GetSeed(seed,
    seed2)`` of the two read as uint64, mod 2^31 - 1 (0 becomes 1, as the engine's seed())."""
    return kernel_seed(seed % 2 ** 64, seed2 % 2 ** 64) % 2147483647 or 1


def minstd_uniforms(seed, n):
    """``n`` values of ``std::uniform_real_distribution<>(0, 1)`` over libstdc++'s
    ``std::default_random_engine`` (minstd_rand0: x = 16807 x mod 2^31 - 1, seeded with
    ``seed`` mod 2^31 - 1 or 1), as float32: ``generate_canonical<double, 53>`` takes two draws,
    ((a - 1) + (b - 1) r) / r^2 with r = 2^31 - 2, in double precision, below 1."""
    m, r = 2147483647, 2147483646.0
    x = seed % m or 1
    out = np.empty(n, np.float32)
    for i in range(n):
        a = x = x * 16807 % m
        b = x = x * 16807 % m
        v = (float(a - 1) + float(b - 1) * r) / (r * r)
        out[i] = min(v, float(np.nextafter(1.0, 0.0)))
    return out


def _f32(x):
    return float(np.float32(x))


def _in_chunks(n, draw):
    """``draw(start, count)`` over ``[0, n)`` ``_CHUNK`` values at a time (bounded memory, and
    the temporaries of the ten Philox rounds and Box-Muller stay in the CPU's cache: 4M normal
    values took 1.9 s in chunks of 4M and 0.46 s in chunks of 64K here; the chunks start at
    multiples of 4, so pairs and blocks are whole)."""
    out = np.empty(n, np.float32)
    for start in range(0, n, _CHUNK):
        count = min(_CHUNK, n - start)
        out[start:start + count] = draw(start, count)
    return out


def uniform(seed, n, a, b):
    a, b = _f32(a), _f32(b)

    def draw(start, count):
        u = uint32_stream(seed, start, count).astype(np.float64) / 4294967296.0
        return (b - a) * u + a
    return _in_chunks(n, draw)


def normal(seed, n, mean, sigma):
    mean, sigma = _f32(mean), _f32(sigma)

    def draw(start, count):
        pairs = (uint32_stream(seed, start, count + count % 2) & _MANTISSA) / 8388608.0
        u1, u2 = np.maximum(pairs[0::2], _FLOOR), np.maximum(pairs[1::2], _FLOOR)
        x = np.sqrt(-2.0 * np.log(u1)) * sigma
        y = 2.0 * _PI * u2
        out = np.empty(2 * len(x))
        out[0::2], out[1::2] = mean + x * np.cos(y), mean + x * np.sin(y)
        return out[:count]
    return _in_chunks(n, draw)


def truncated_normal(seed, n, a, b, mean, sigma):
    a, b, mean, sigma = _f32(a), _f32(b), _f32(mean), _f32(sigma)
    if sigma <= 0:
        raise RuntimeError(f"TruncatedNormal: invalid sigma {sigma:g}.")
    cdf_a = math.erfc(-((a - mean) / sigma) / _ROOT_TWO) / 2.0
    cdf_b = math.erfc(-((b - mean) / sigma) / _ROOT_TWO) / 2.0

    def draw(start, count):
        u = uint32_stream(seed, start, count).astype(np.float64) / 4294967296.0
        z = 2.0 * (cdf_a + u * (cdf_b - cdf_a))
        z[z <= 0.0] = float(np.nextafter(np.float32(0), np.float32(2)))     # kept in (0, 2)
        z[z >= 2.0] = float(np.nextafter(np.float32(2), np.float32(0)))
        upper = z > 1.0
        q = np.where(upper, 2.0 - z, z)
        p = np.where(upper, 1.0 - q, 1.0 - z)
        x = np.where(upper, -1.0, 1.0) * _erf_inv(p, q)
        return mean + (-x * _ROOT_TWO) * sigma
    return _in_chunks(n, draw)


def _poly(coeffs, x):
    """Horner's rule from the highest coefficient (``coeffs`` lowest first), as 2.10."""
    total = np.full_like(x, coeffs[-1])
    for c in reversed(coeffs[:-1]):
        total = total * x + c
    return total


def _rational(p, q, x):
    return _poly(p, x) / _poly(q, x)


# boost's erf_inv rational approximations (the constants of their published tables), by range:
# (Y, P, Q); Y is a float32 constant
_SMALL = (0.0891314744949340820313,
          (-0.000508781949658280665617, -0.00836874819741736770379, 0.0334806625409744615033,
           -0.0126926147662974029034, -0.0365637971411762664006, 0.0219878681111168899165,
           0.00822687874676915743155, -0.00538772965071242932965),
          (1.0, -0.970005043303290640362, -1.56574558234175846809, 1.56221558398423026363,
           0.662328840472002992063, -0.71228902341542847553, -0.0527396382340099713954,
           0.0795283687341571680018, -0.00233393759374190016776, 0.000886216390456424707504))
_MID = (2.249481201171875,
        (-0.202433508355938759655, 0.105264680699391713268, 8.37050328343119927838,
         17.6447298408374015486, -18.8510648058714251895, -44.6382324441786960818,
         17.445385985570866523, 21.1294655448340526258, -3.67192254707729348546),
        (1.0, 6.24264124854247537712, 3.9713437953343869095, -28.6608180499800029974,
         -20.1432634680485188801, 48.5609213108739935468, 10.8268667355460159008,
         -22.6436933413139721736, 1.72114765761200282724))
_TAILS = (   # (upper limit of x = sqrt(-ln q), offset, Y, P, Q)
    (3.0, 1.125, 0.807220458984375,
     (-0.131102781679951906451, -0.163794047193317060787, 0.117030156341995252019,
      0.387079738972604337464, 0.337785538912035898924, 0.142869534408157156766,
      0.0290157910005329060432, 0.00214558995388805277169, -0.679465575181126350155e-6,
      0.285225331782217055858e-7, -0.681149956853776992068e-9),
     (1.0, 3.46625407242567245975, 5.38168345707006855425, 4.77846592945843778382,
      2.59301921623620271374, 0.848854343457902036425, 0.152264338295331783612,
      0.01105924229346489121)),
    (6.0, 3.0, 0.93995571136474609375,
     (-0.0350353787183177984712, -0.00222426529213447927281, 0.0185573306514231072324,
      0.00950804701325919603619, 0.00187123492819559223345, 0.000157544617424960554631,
      0.460469890584317994083e-5, -0.230404776911882601748e-9, 0.266339227425782031962e-11),
     (1.0, 1.3653349817554063097, 0.762059164553623404043, 0.220091105764131249824,
      0.0341589143670947727934, 0.00263861676657015992959, 0.764675292302794483503e-4)),
    (18.0, 6.0, 0.98362827301025390625,
     (-0.0167431005076633737133, -0.00112951438745580278863, 0.00105628862152492910091,
      0.000209386317487588078668, 0.149624783758342370182e-4, 0.449696789927706453732e-6,
      0.462596163522878599135e-8, -0.281128735628831791805e-13, 0.99055709973310326855e-16),
     (1.0, 0.591429344886417493481, 0.138151865749083321638, 0.0160746087093676504695,
      0.000964011807005165528527, 0.275335474764726041141e-4, 0.282243172016108031869e-6)),
    (44.0, 18.0, 0.99714565277099609375,
     (-0.0024978212791898131227, -0.779190719229053954292e-5, 0.254723037413027451751e-4,
      0.162397777342510920873e-5, 0.396341011304801168516e-7, 0.411632831190944208473e-9,
      0.145596286718675035587e-11, -0.116765012397184275695e-17),
     (1.0, 0.207123112214422517181, 0.0169410838120975906478, 0.000690538265622684595676,
      0.145007359818232637924e-4, 0.144437756628144157666e-6, 0.509761276599778486139e-9)),
    (math.inf, 44.0, 0.99941349029541015625,
     (-0.000539042911019078575891, -0.28398759004727721098e-6, 0.899465114892291446442e-6,
      0.229345859265920864296e-7, 0.225561444863500149219e-9, 0.947846627503022684216e-12,
      0.135880130108924861008e-14, -0.348890393399948882918e-21),
     (1.0, 0.0845746234001899436914, 0.00282092984726264681981, 0.468292921940894236786e-4,
      0.399968812193862100054e-6, 0.161809290887904476097e-8, 0.231558608310259605225e-11)))


def _erf_inv(p, q):
    """erf^-1(p) given q = 1 - p, element-wise, by boost's ranges (each range computed on its
    own values only)."""
    out = np.empty_like(p)
    small = p <= 0.5
    y, num, den = _SMALL
    ps = p[small]
    g = ps * (ps + 10.0)
    out[small] = g * y + g * _rational(num, den, ps)
    mid = ~small & (q >= 0.25)
    y, num, den = _MID
    qm = q[mid]
    out[mid] = np.sqrt(-2.0 * np.log(qm)) / (y + _rational(num, den, qm - 0.25))
    rest = np.flatnonzero(~small & ~mid)
    x = np.sqrt(-np.log(q[rest]))
    low = -np.inf
    for limit, offset, y, num, den in _TAILS:
        band = (x >= low) & (x < limit)
        xb = x[band]
        out[rest[band]] = y * xb + _rational(num, den, xb - offset) * xb
        low = limit
    return out

"""The dtype audit: the output dtype of every one- and two-tensor op of the op table, for each
input dtype, in minicell and in MindSpore 2.10 (PYNATIVE_MODE).

The same script runs under either framework (it imports ``mindspore`` with ``--mindspore``):

    .venv/bin/python tests/dtype_audit.py --list > /tmp/ops.json      # candidates (minicell)
    /root/ms-ref/bin/python tests/dtype_audit.py --mindspore --ops /tmp/ops.json \\
        --out tests/data/dtype_audit_ms2.10.json                       # MindSpore's side
    .venv/bin/python tests/dtype_audit.py --compare tests/data/dtype_audit_ms2.10.json

A candidate is an ``ops.<name>`` function or ``Tensor.<name>`` method of the table that runs on
float32 tensors with one argument (``f(x)``) or two (``f(x, x)``); random, in-place and
state-writing ops are left out. Each call's result is the dtype name of its (first) output, as
``str(dtype)`` prints it (``Float32``), or the exception's class name. MindSpore runs in a child
process that is restarted after a crash (some of its kernels abort the process), the op that
crashed being recorded as ``crash``. ``tests/test_dtype_audit.py`` compares minicell with the
checked-in JSON.
"""
import argparse
import json
import subprocess
import sys

import numpy as np

DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "float16", "float32", "float64",
          "bfloat16", "complex64")
_SKIP_WORDS = ("random", "uniform", "normal", "gamma", "poisson", "dropout", "shuffle",
               "multinomial", "bernoulli", "print", "assign", "scatter", "choice", "laplace",
               "seed", "rand", "sample", "shard", "hook", "depend", "inplace", "_like_",
               "ctc", "nms", "py_func", "assert", "numerics", "summary", "image", "crop")


def _value(ms, np_dtype_name):
    """A (2, 3) Tensor of small positive values of one dtype."""
    base = np.array([[1, 2, 3], [4, 5, 6]])
    if np_dtype_name == "bool":
        return ms.Tensor(base % 2 == 1)
    if np_dtype_name == "bfloat16":
        return ms.Tensor(base.astype(np.float32)).astype(ms.bfloat16)
    return ms.Tensor(base.astype(np_dtype_name))


def _call(ms, name, arity, x):
    if name.startswith("Tensor."):
        fn = getattr(x, name[len("Tensor."):])
        return fn() if arity == 1 else fn(x)
    fn = getattr(ms.ops, name[len("ops."):])
    return fn(x) if arity == 1 else fn(x, x)


def result_of(ms, name, arity, dtype):
    """The output dtype name of one call, or the exception's class name."""
    try:
        out = _call(ms, name, arity, _value(ms, dtype))
        while isinstance(out, (tuple, list)) and out:
            out = out[0]
        dt = getattr(out, "dtype", None)   # MindSpore raises a kernel's error only here
    except Exception as e:  # noqa: BLE001  the exception type is the result
        return type(e).__name__
    return str(dt) if dt is not None else type(out).__name__


def candidates():
    """``[(name, arity)]`` of the table's functions and methods that run on float32 tensors."""
    import minicell as ms
    from minicell.ops._table import TABLE
    from minicell.runtime.registry import RANDOM, SIDE_EFFECT, get_op
    names = []
    for row in TABLE:
        if row.op is not None and get_op(row.op).props & {RANDOM, SIDE_EFFECT}:
            continue
        names += [f"ops.{n}" for n in row.names[:1]]
        names += [f"Tensor.{t if isinstance(t, str) else t[0]}" for t in row.tensor[:1]]
    out = []
    for name in sorted(set(names)):
        short = name.split(".", 1)[1]
        if short.endswith("_") or short == "dtype" or any(w in short.lower()
                                                          for w in _SKIP_WORDS):
            continue
        for arity in (1, 2):
            if not result_of(ms, name, arity, "float32").endswith("Error"):
                out.append((name, arity))
                break
    return out


def run_all(ms, ops, done=None, sink=None):
    """``{name: {"arity": a, "results": {dtype: result}}}``; ``done`` holds results known
    already; ``sink(line)`` records each new one (a JSON line ``[name, arity, dtype, result]``)
    before the next call starts, so a crash loses nothing."""
    results = {}
    for name, arity in ops:
        row = results[name] = {"arity": arity, "results": {}}
        for d in DTYPES:
            got = (done or {}).get((name, d))
            if got is None:
                got = result_of(ms, name, arity, d)
                if sink:
                    sink(json.dumps([name, arity, d, got]))
            row["results"][d] = got
    return results


def _read_progress(progress):
    done = {}
    for line in open(progress):
        name, _, d, got = json.loads(line)
        done[(name, d)] = got
    return done


def _mindspore_child(ops_file, progress):
    import mindspore as ms
    # synchronous: a kernel's error is raised by its own call, not by the next one
    ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU", pynative_synchronize=True)
    ops = [tuple(o) for o in json.load(open(ops_file))]
    with open(progress, "a") as f:
        def sink(line):
            f.write(line + "\n")
            f.flush()
        run_all(ms, ops, _read_progress(progress), sink)


def run_mindspore(ops_file, out):
    """Run the MindSpore child until every call has a result; a call that kills the process
    (some MindSpore kernels abort) is recorded as ``crash`` and the child restarted."""
    import mindspore
    ops = [tuple(o) for o in json.load(open(ops_file))]
    progress = out + ".progress"
    open(progress, "a").close()
    while True:
        subprocess.run([sys.executable, __file__, "--child", ops_file, progress],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        done = _read_progress(progress)
        left = [(n, a, d) for n, a in ops for d in DTYPES if (n, d) not in done]
        if not left:
            break
        with open(progress, "a") as f:       # the call the child died on
            f.write(json.dumps([*left[0], "crash"]) + "\n")
    data = {"mindspore": mindspore.__version__, "dtypes": list(DTYPES),
            "ops": run_all(None, ops, done)}
    with open(out, "w") as f:
        json.dump(data, f, indent=0, sort_keys=True)
        f.write("\n")


def disagreements(reference):
    """``{name: {dtype: (minicell, mindspore)}}`` where minicell differs from ``reference``."""
    import minicell as ms
    diff = {}
    for name, row in reference["ops"].items():
        for dtype, want in row["results"].items():
            if want == "crash":
                continue
            got = result_of(ms, name, row["arity"], dtype)
            if got != want:
                diff.setdefault(name, {})[dtype] = (got, want)
    return diff


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--list", action="store_true", help="print the candidate ops (minicell)")
    p.add_argument("--mindspore", action="store_true", help="run MindSpore on --ops")
    p.add_argument("--ops", help="JSON list of [name, arity] (from --list)")
    p.add_argument("--out", help="where --mindspore writes its JSON")
    p.add_argument("--compare", help="a MindSpore JSON: print minicell's disagreements")
    p.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        _mindspore_child(*args.child)
    elif args.list:
        print(json.dumps(candidates()))
    elif args.mindspore:
        run_mindspore(args.ops, args.out)
    elif args.compare:
        diff = disagreements(json.load(open(args.compare)))
        for name in sorted(diff):
            print(name, " ".join(f"{d}:{g}/{w}" for d, (g, w) in diff[name].items()))
        print(f"{len(diff)} ops disagree somewhere")
    return 0


if __name__ == "__main__":
    sys.exit(main())

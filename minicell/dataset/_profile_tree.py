"""What the dataset profiler (``profiling.py``) writes about a pipeline: its operations as
2.10's runtime names and numbers them, and the CPU and memory samples.

2.10 (measured): operation ids are given in pre-order from the top (an ``EpochCtrlOp`` there
when the iterator runs more than one epoch) and listed in pre-order with the children taken
last first; Concat, EpochCtrl, Project, Rename, Repeat, Skip, Take and Zip run inline (no
queue, ``metrics`` null); a file reader shuffling globally gets a ``ShuffleOp`` above it, and
a ``TFRecordDataset`` with a schema or column list a ``MapOp`` (its parser) above that; in the
Dataset Independent mode (``MS_INDEPENDENT_DATASET`` 'True'), the main process sees one
``ReceiveBridgeOp`` (queue length 3).
"""
import inspect
import os
import time

from . import config
from ._recorded import bound_args

_INLINE = {"ConcatDataset": "ConcatOp", "ProjectDataset": "ProjectOp",
           "RenameDataset": "RenameOp", "RepeatDataset": "RepeatOp", "SkipDataset": "SkipOp",
           "TakeDataset": "TakeOp", "ZipDataset": "ZipOp"}
# minicell nodes under other names in 2.10 (the rest: the class name, 'Dataset' -> 'Op')
_NAMES = {"GeneratorDataset": "GeneratorOp", "NumpySlicesDataset": "GeneratorOp",
          "PaddedDataset": "GeneratorOp", "TFRecordDataset": "TFReaderOp",
          "Cifar10Dataset": "CifarOp", "Cifar100Dataset": "CifarOp",
          "MindDataset": "MindRecordOp", "RandomDataset": "RandomDataOp",
          "BucketBatchDataset": "BucketBatchByLengthOp", "VarBatchDataset": "BatchOp",
          "SyncWaitDataset": "BarrierOp", "TransferDataset": "DataQueueOp"}
# one worker whatever the setting (measured: Shuffle, BucketBatchByLength)
_ONE_WORKER = {"ShuffleDataset", "BucketBatchDataset", "SyncWaitDataset"}
_TRANSPARENT = {"SubsetDataset"}      # a split part: a sampler of its source in 2.10


def _independent():
    env = os.getenv("MS_INDEPENDENT_DATASET")
    return bool(env) and env.strip() in ("True", "true")


def _op(op_type, workers=1, inline=False):
    return {"op_type": op_type, "num_workers": workers, "inline": inline, "children": []}


def _global_shuffle(node, args):
    # a file reader (its ``shuffle`` defaults to a ``Shuffle`` mode: file_sources.py, not
    # imported, as it leads back here) shuffling globally
    try:
        default = inspect.signature(type(node).__init__).parameters["shuffle"].default
    except KeyError:
        return False
    value = args.get("shuffle")
    return type(default).__name__ == "Shuffle" and (
        value is True or getattr(value, "value", None) == "global")


def _stages(node):
    """The 2.10 operations ``node`` runs as, top first (a chain), and the node whose children
    continue the tree."""
    name = type(node).__name__
    if name in _INLINE:
        return [_op(_INLINE[name], inline=True)]
    workers = getattr(node, "num_parallel_workers", None) or config.get_num_parallel_workers()
    if name in _ONE_WORKER:
        workers = 1
    if node.children:
        return [_op(_NAMES.get(name, name.removesuffix("Dataset") + "Op"), workers)]
    args = bound_args(node)
    chain = [_op(_NAMES.get(name, name.removesuffix("Dataset") + "Op"), workers)]
    if _global_shuffle(node, args):
        chain.insert(0, _op("ShuffleOp"))
    if name == "TFRecordDataset" and (args.get("schema") or args.get("columns_list")):
        chain.insert(0, _op("MapOp", config.get_num_parallel_workers()))
    return chain


def describe(dataset, num_epochs):
    """The operations of ``dataset``'s pipeline run for ``num_epochs`` epochs, in 2.10's
    listing order: dicts of op_id, op_type, num_workers, inline, children (ids), queue."""
    queue = config.get_prefetch_size()
    if _independent():
        return [dict(_op("ReceiveBridgeOp"), op_id=0, queue=3)]
    numbered = []

    def build(node):            # ids in pre-order; returns the id of node's top operation
        while type(node).__name__ in _TRANSPARENT and node.children:
            node = node.children[0]
        chain = _stages(node)
        for op in chain:
            op.update(op_id=len(numbered), queue=queue)
            numbered.append(op)
        for upper, lower in zip(chain, chain[1:]):
            upper["children"] = [lower["op_id"]]
        chain[-1]["children"] = [build(child) for child in node.children]
        return chain[0]["op_id"]

    if num_epochs != 1:
        top = dict(_op("EpochCtrlOp", inline=True), op_id=0, queue=queue)
        numbered.append(top)
        top["children"] = [build(dataset)]
    else:
        build(dataset)
    listed, stack = [], [numbered[0]]
    while stack:                # pre-order, the last child first (2.10's listing)
        op = stack.pop()
        listed.append(op)
        stack.extend(numbered[i] for i in op["children"])
    return listed


def _read(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return ""


def _kb_fields(text):
    out = {}
    for line in text.splitlines():
        key, _, rest = line.partition(":")
        parts = rest.split()
        if parts and parts[0].isdigit():
            out[key.strip()] = int(parts[0])
    return out


_last = {"cpu": None, "ctxt": None, "proc": None}


def _device():
    stat = _read("/proc/stat").splitlines()
    cpu = next((list(map(int, line.split()[1:])) for line in stat if line.startswith("cpu ")),
               None)
    ctxt = next((int(line.split()[1]) for line in stat if line.startswith("ctxt ")), 0)
    running = next((int(line.split()[1]) for line in stat
                    if line.startswith("procs_running ")), 0)
    previous, _last["cpu"] = _last["cpu"], cpu
    last_ctxt, _last["ctxt"] = _last["ctxt"], ctxt
    shares = [0, 0, 0, 0]       # user, sys, idle, io (percent since the last sample)
    if cpu and previous:
        delta = [a - b for a, b in zip(cpu, previous)]
        total = sum(delta) or 1
        shares = [round(100 * v / total) for v in
                  (delta[0] + delta[1], delta[2] + delta[5] + delta[6], delta[3], delta[4])]
    return {"context_switch_count": ctxt - last_ctxt if last_ctxt is not None else 0,
            "idle_utilization": shares[2], "io_utilization": shares[3],
            "runnable_process": running, "sys_utilization": shares[1],
            "user_utilization": shares[0]}


def _process():
    times = os.times()
    now = time.monotonic()
    previous, _last["proc"] = _last["proc"], (times.user, times.system, now)
    if previous is None or now <= previous[2]:
        return {"sys_utilization": 0, "user_utilization": 0}
    span = (now - previous[2]) * (os.cpu_count() or 1)
    return {"sys_utilization": round(100 * (times.system - previous[1]) / span),
            "user_utilization": round(100 * (times.user - previous[0]) / span)}


def baseline():
    """Start the CPU shares of the next sample from now."""
    _device()
    _process()


def system_sample():
    """One sample: the system's CPU shares, this process's, memory (MB), a time stamp (ms)."""
    status = _kb_fields(_read("/proc/self/status"))
    pss = _kb_fields(_read("/proc/self/smaps_rollup")).get("Pss", status.get("VmRSS", 0))
    meminfo = _kb_fields(_read("/proc/meminfo"))
    total, available = meminfo.get("MemTotal", 0), meminfo.get("MemAvailable", 0)
    return {"device": _device(), "process": _process(),
            "memory": {"pss_mbytes": pss / 1024, "rss_mbytes": status.get("VmRSS", 0) / 1024,
                       "vss_mbytes": status.get("VmSize", 0) / 1024},
            "system": {"available_sys_memory_mbytes": available / 1024,
                       "total_sys_memory_mbytes": total / 1024,
                       "used_sys_memory_mbytes": (total - available) / 1024},
            "time_stamp": int(time.monotonic() * 1000)}

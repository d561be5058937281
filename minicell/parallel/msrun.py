"""``msrun``: start a data-parallel job the way MindSpore's launcher does.

    python -m minicell.parallel.msrun --worker_num=2 --local_worker_num=2 \\
        --master_addr=127.0.0.1 --master_port=8118 --log_dir=logs --join=True train.py --lr 0.1

(also installed as the console script ``msrun``). On the master node (``--master_addr`` is
this host) it starts a scheduler process (``MS_ROLE=MS_SCHED``), then ``--local_worker_num``
workers (``MS_ROLE=MS_WORKER``), each running the script with MindSpore's variables:
``MS_WORKER_NUM``, ``MS_SCHED_HOST``, ``MS_SCHED_PORT``, ``MS_NODE_ID``, ``RANK_ID``,
``RANK_SIZE``, ``DEVICE_ID`` (the worker's place on its node). Output goes to
``scheduler.log`` and ``worker_<rank>.log`` in ``--log_dir``. ``communication.init()`` in the
script reads the variables (``minicell/parallel/_cluster.py``).

``--join=False`` (MindSpore's default) returns once the processes are started; ``--join=True``
waits for them: if a worker fails the others are stopped and msrun exits with status 1.
Several nodes: run msrun on each with the same ``--worker_num``/``--master_*`` and its
``--node_rank`` (ranks are ``node_rank * local_worker_num + i``; minicell needs ``--node_rank``
when the job spans nodes, since JAX's processes are numbered before they meet).
"""
import argparse
import ast
import os
import socket
import subprocess
import sys
import time

from ._cluster import LOCAL_WORKER_NUM_VAR, ROLE_SCHED, ROLE_WORKER


def parse_args(argv=None):
    p = argparse.ArgumentParser(prog="msrun", description=__doc__.split("\n\n")[0])
    p.add_argument("--worker_num", type=int, default=8, help="processes in the whole job")
    p.add_argument("--local_worker_num", type=int, default=8, help="processes on this node")
    p.add_argument("--master_addr", default="127.0.0.1", help="the scheduler's host")
    p.add_argument("--master_port", type=int, default=8118, help="the scheduler's port")
    p.add_argument("--node_rank", type=int, default=-1, help="this node's index")
    p.add_argument("--log_dir", default="", help="where scheduler.log and worker_N.log go")
    p.add_argument("--join", type=ast.literal_eval, default=False, choices=[True, False],
                   help="wait for the processes and report failures")
    p.add_argument("--cluster_time_out", type=int, default=600,
                   help="seconds to wait for the scheduler after the workers finish")
    p.add_argument("task_script", help="the script every process runs")
    p.add_argument("task_script_args", nargs=argparse.REMAINDER)
    args = p.parse_args(argv)
    if args.worker_num <= 0:
        p.error(f"worker_num must be greater than 0, but got {args.worker_num}.")
    if not 0 < args.local_worker_num <= args.worker_num:
        p.error(f"local_worker_num must be in [1, worker_num={args.worker_num}], but got "
                f"{args.local_worker_num}.")
    if args.local_worker_num < args.worker_num and args.node_rank < 0:
        p.error("a job over several nodes needs --node_rank on each node.")
    return args


def _is_local(addr):
    try:
        ip = socket.gethostbyname(addr)
    except OSError:
        return False
    if ip.startswith("127.") or ip == "0.0.0.0":
        return True
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.bind((ip, 0))                 # only an address of this host can be bound
        return True
    except OSError:
        return False


def _command(args):
    """``python script args`` (msrun also takes ``python``/``pytest`` as the program)."""
    script = args.task_script
    head = {"python": [sys.executable], "python3": [sys.executable],
            "pytest": [sys.executable, "-m", "pytest"]}.get(script, [sys.executable, script])
    return head + list(args.task_script_args)


def _spawn(cmd, env, log_path):
    with open(log_path, "w") as log:
        return subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)


def launch(args):
    """Start the scheduler (on the master node) and this node's workers: ``(scheduler or None,
    [workers])``."""
    log_dir = args.log_dir or "."
    os.makedirs(log_dir, exist_ok=True)
    base = dict(os.environ, MS_WORKER_NUM=str(args.worker_num), MS_SCHED_HOST=args.master_addr,
                MS_SCHED_PORT=str(args.master_port), RANK_SIZE=str(args.worker_num),
                **{LOCAL_WORKER_NUM_VAR: str(args.local_worker_num)})
    cmd = _command(args)
    scheduler = None
    if args.node_rank in (0, -1) and _is_local(args.master_addr):
        path = os.path.join(log_dir, "scheduler.log")
        print(f"Start scheduler process, log file:{path}. Execute command: {' '.join(cmd)}",
              flush=True)
        scheduler = _spawn(cmd, dict(base, MS_ROLE=ROLE_SCHED, RANK_ID="0"), path)
    workers = []
    first = max(args.node_rank, 0) * args.local_worker_num
    for local_rank in range(args.local_worker_num):
        rank = first + local_rank
        path = os.path.join(log_dir, f"worker_{rank}.log")
        print(f"Start worker process with rank id:{rank}, log file:{path}. Environment variable "
              f"[RANK_ID={rank}] is exported. Execute command: {' '.join(cmd)}", flush=True)
        env = dict(base, MS_ROLE=ROLE_WORKER, MS_NODE_ID=str(rank), RANK_ID=str(rank),
                   DEVICE_ID=str(local_rank))
        workers.append(_spawn(cmd, env, path))
    return scheduler, workers


def _stop(procs):
    for p in procs:
        if p.poll() is None:
            p.terminate()
    for p in procs:
        try:
            p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            p.kill()


def join(scheduler, workers, timeout_s):
    """Wait for the job; 0 when every process exited with 0. A failed worker stops the rest."""
    pending = list(workers)
    while pending:
        for p in list(pending):
            code = p.poll()
            if code is None:
                continue
            pending.remove(p)
            if code != 0:
                print(f"Worker process {p.pid} exit with exception. Error code: {code}. "
                      "Stopping the other processes.", file=sys.stderr, flush=True)
                _stop(pending + ([scheduler] if scheduler else []))
                return 1
        time.sleep(0.1)
    if scheduler is not None:
        try:
            code = scheduler.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            _stop([scheduler])
            code = 1
        if code != 0:
            print(f"Scheduler process {scheduler.pid} exit with exception. Error code: {code}.",
                  file=sys.stderr, flush=True)
            return 1
    return 0


def main(argv=None):
    """The ``msrun`` command."""
    args = parse_args(argv)
    scheduler, workers = launch(args)
    if not args.join:
        return 0
    return join(scheduler, workers, args.cluster_time_out)


if __name__ == "__main__":
    sys.exit(main())

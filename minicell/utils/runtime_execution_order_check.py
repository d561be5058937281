"""``mindspore.utils.runtime_execution_order_check``: check that the ranks of a distributed job
ran their communication operators in a consistent order, from the per-rank records MindSpore's
runtime writes (``<dir>/rank_<x>/execute_order/comm_execute_order.csv``).

Each record becomes a key naming the operator, its group, the ranks it joins and how often the
rank ran it before (``allGather_A_(0,1,2,3)_1th``; a Send and its matching Receive get the same
``Send_Receive_<group>_(<src>)->(<dst>)_<shape>_<n>th`` key). Every rank a key names must hold
that key (``parse_and_validate``), and the ranks' orders, joined into one directed graph, must
have no cycle (``detect_cycle_in_graph``): a cycle is a set of ranks each waiting on another.
Findings go to the log (``mindspore.log.error``), as in MindSpore 2.10.

``comm_exec_order_check("start" | "end")`` asks the runtime to record those orders; minicell's
collectives run inside XLA programs that keep no such record, so its recorder
(``_c_expression.CommExecOrderChecker``) raises ``UnsupportedError``.

>>> from minicell.utils.runtime_execution_order_check import detect_cycle_in_graph
>>> detect_cycle_in_graph({'1': ['A', 'B'], '2': ['B', 'A']})
(['A', 'B', 'A'], ['1 A -> B', '2 B -> A'])
"""
import csv
import os
import re
from collections import defaultdict

from .. import _c_expression
from .. import log as logger

# one row of a rank's communication record; a file with other columns is skipped
_COLUMNS = ["index", "group", "comm_rank", "primitive", "src_rank", "dest_rank", "root_rank",
            "input_shape", "input_type", "output_shape", "output_type", "input_size",
            "output_size"]
_ORDER_FIELDS = ("index", "group", "comm_rank", "primitive", "src_rank", "dest_rank",
                 "root_rank", "input_shape", "output_shape")    # ExecuteOrder's arguments
_SENDS = ("Send", "DistCommIsend", "InnerCommIsend")
_RECEIVES = ("Receive", "DistCommIrecv", "InnerCommIrecv")


def comm_exec_order_check(action):
    """Start (``"start"``) or stop and verify (``"end"``) the recording of the communication
    operators' execution order. A non-str ``action`` is a TypeError, another string a
    ValueError; ``"start"`` twice or ``"end"`` without a start logs an error and does nothing."""
    if not isinstance(action, str):
        raise TypeError("The 'action' parameter must be a string.")
    CommExecOrderCheck()(action)


class CommExecOrderCheck:
    """The one controller of the runtime's order recorder: remembers whether it is recording."""
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
            cls._instance.is_collecting = False
        return cls._instance

    def __call__(self, action):
        if action not in ("start", "end"):
            raise ValueError("Invalid action. Please use 'start' or 'end'.")
        if action == "start" and self.is_collecting:
            logger.error("The 'start' action cannot be called twice.")
        elif action == "end" and not self.is_collecting:
            logger.error("The 'end' action cannot be called before the 'start' action.")
        else:
            checker = _c_expression.CommExecOrderChecker.get_instance()
            if action == "start":
                checker.start_collect_exec_order()
            else:
                checker.stop_collect_exec_order()
            self.is_collecting = action == "start"


class ExecuteOrder:
    """One row of a rank's ``comm_execute_order.csv`` (``comm_rank``: the ranks of its group,
    space separated; ``src_rank``/``dest_rank``/``root_rank``: empty when it has none)."""

    def __init__(self, index, group, comm_rank, primitive, src_rank='', dest_rank='',
                 root_rank='', input_shape='', output_shape=''):
        self.index = index
        self.group = group
        self.comm_rank = comm_rank.split()
        self.primitive = primitive
        self.src_rank = src_rank
        self.dest_rank = dest_rank
        self.root_rank = root_rank
        self.input_shape = input_shape
        self.output_shape = output_shape

    def generate_base_key(self, rank):
        """The key of this operator as run by ``rank``, without its occurrence count."""
        ranks = ",".join(self.comm_rank)
        if not (self.src_rank or self.dest_rank or self.root_rank):       # a collective
            return f"{self.primitive}_{self.group}_({ranks})"
        if self.primitive in _SENDS:
            return f"Send_Receive_{self.group}_({rank})->({self.dest_rank})_{self.input_shape}"
        if self.primitive in _RECEIVES:
            return f"Send_Receive_{self.group}_({self.src_rank})->({rank})_{self.output_shape}"
        key = f"{self.primitive}_{self.group}_commRank:({ranks})"
        for label, value in (("srcRank", self.src_rank), ("destRank", self.dest_rank),
                             ("rootRank", self.root_rank)):
            if value:
                key += f"_{label}:({value})"
        return key

    def generate_key(self, rank, count):
        """The key of the ``count``-th run of this operator by ``rank``."""
        return f"{self.generate_base_key(rank)}_{count}th"


class RankFolderParser:
    """Reads the records of the ranks under ``folders``: one path or a list, each an absolute
    ``rank_<x>`` folder or a folder holding them (ValueError for a relative, missing or
    rank-less path and for a rank found twice)."""

    REQUIRED_COLUMNS = _COLUMNS

    def __init__(self, folders):
        self.folders = [folders] if isinstance(folders, str) else folders
        self._validate_paths()
        self.result_map = {}

    def _validate_paths(self):
        seen = set()

        def add(rank_name, where=""):
            if rank_name in seen:
                raise ValueError(f"Duplicate rank folder detected: {rank_name}{where}. Each "
                                 f"rank_x folder must be unique. Please remove duplicates.")
            seen.add(rank_name)

        for path in self.folders:
            if not os.path.isabs(path):
                raise ValueError(f"Invalid path: {path}. Please provide an absolute path, e.g., "
                                 f"'/absolute/path/to/folder' or '/absolute/path/to/rank_x'.")
            if not os.path.exists(path):
                raise ValueError(f"Path does not exist: {path}. Ensure the path exists and is "
                                 f"accessible.")
            if not os.path.isdir(path):
                raise ValueError(f"Invalid path: {path}. Paths must either be rank_x folders or "
                                 f"directories containing rank_x folders.")
            if os.path.basename(path).startswith("rank_"):
                add(os.path.basename(path))
                continue
            ranks = [d for d in os.listdir(path)
                     if d.startswith("rank_") and os.path.isdir(os.path.join(path, d))]
            if not ranks:
                raise ValueError(f"No rank_x folders found in {path}. Ensure the directory "
                                 f"contains at least one folder named 'rank_x', where x is an "
                                 f"integer.")
            for name in ranks:
                add(name, f" in {path}")

    def parse(self):
        """``{rank id: [ExecuteOrder, ...]}``. A path with a rank lacking its
        ``execute_order`` folder is logged and contributes nothing; under a folder of ranks, a
        rank without a readable record is left out (a ``rank_<x>`` path given itself maps to
        None then)."""
        for path in self.folders:
            try:
                self.result_map.update(self._parse_path(path))
            except FileNotFoundError as e:
                logger.error(f"File not found: {e}. Please ensure all required files are "
                             f"present.")
        return self.result_map

    def _parse_path(self, path):
        given = os.path.basename(path).startswith("rank_")
        folders = [path] if given else [os.path.join(path, d) for d in sorted(os.listdir(path))
                                        if d.startswith("rank_")]
        records = {}
        for folder in folders:
            rank_id = os.path.basename(folder).split("_")[1]
            records[rank_id] = os.path.join(folder, "execute_order")
            if not os.path.exists(records[rank_id]):
                raise FileNotFoundError(f"Execute order folder does not exist: "
                                        f"{records[rank_id]} for rank_{rank_id} folder.")
        result = {rank_id: self.parse_rank_folder(where, rank_id)[1]
                  for rank_id, where in records.items()}
        return result if given else {r: orders for r, orders in result.items() if orders}

    def parse_rank_folder(self, rank_folder_path, rank_id):
        """``(rank_id, [ExecuteOrder, ...])`` from ``rank_folder_path/comm_execute_order.csv``;
        ``(rank_id, None)`` (logged) when the file is missing or its header is not
        ``REQUIRED_COLUMNS``."""
        path = os.path.join(rank_folder_path, "comm_execute_order.csv")
        if not os.path.exists(path):
            logger.error(f"No execute_order.csv found in {rank_folder_path}. Skipping this "
                         f"folder. Ensure the rank_{rank_id} folder contains a valid "
                         f"comm_execute_order.csv file.")
            return rank_id, None
        try:
            with open(path, mode='r', encoding='utf-8') as file:
                reader = csv.DictReader(file)
                if reader.fieldnames != self.REQUIRED_COLUMNS:
                    logger.error(f"Invalid header in {path}. Skipping this file. Expected "
                                 f"columns: {self.REQUIRED_COLUMNS}. Ensure the file contains "
                                 f"the correct column names.")
                    return rank_id, None
                orders = [ExecuteOrder(**{k: row[k] for k in _ORDER_FIELDS}) for row in reader]
        except FileNotFoundError as e:
            logger.error(f"File not found: {path}. Ensure the file exists and is accessible. "
                         f"Error: {e}")
            return rank_id, None
        return rank_id, orders


def modify_execute_orders(execute_orders_map):
    """``{rank: [key, ...]}``: each rank's ExecuteOrders (None: none) as their keys, the n-th
    run of the same operator ending in ``_<n>th``."""
    result = {}
    for rank, orders in execute_orders_map.items():
        counts = defaultdict(int)
        keys = []
        for order in orders or ():
            base = order.generate_base_key(rank)
            counts[base] += 1
            keys.append(f"{base}_{counts[base]}th")
        result[rank] = keys
    return result


def _ranks_named(key):
    """The ranks inside the first two parentheses of ``key``."""
    return {r.strip() for group in re.findall(r'\((.*?)\)', key)[:2] for r in group.split(',')}


def parse_and_validate(data, all_rank=True):
    """Log an error for each key of ``data`` (``{rank: [key, ...]}``) that a rank it names
    lacks; with ``all_rank``, also for each rank named that ``data`` does not hold. Values
    that are not lists of str are logged and skipped."""
    if not isinstance(data, dict):
        logger.error("Input must be a dictionary with string keys and lists of strings as "
                     "values.")
        return

    def valid(values):
        return isinstance(values, list) and all(isinstance(v, str) for v in values)

    held = {rank: set(values) for rank, values in data.items() if valid(values)}
    for rank, values in data.items():
        if not valid(values):
            logger.error(f"Values for key '{rank}' must be a list of strings.")
            continue
        for value in values:
            ranks = _ranks_named(value)
            if all_rank:
                missing = ranks - held.keys()
                if missing:
                    logger.error(f"The following keys are missing for value '{value}': "
                                 f"{missing}")
                    continue
            else:
                ranks &= held.keys()
            for other in ranks:
                if value not in held[other]:
                    logger.error(f"Key '{other}' is missing the value '{value}'.")


def detect_cycle_in_graph(ranks_map):
    """``(cycle_path, cycle_ranks)`` for the first cycle a depth-first search finds in the
    graph whose edges are consecutive nodes of each rank's list (``['A', 'B', 'C', 'A']`` and
    ``['1 A -> B', ...]``: each edge with the rank that ran it), or ``(None, None)``."""
    graph = defaultdict(list)
    edge_rank = {}
    for rank, nodes in ranks_map.items():
        for u, v in zip(nodes, nodes[1:]):
            graph[u].append(v)
            edge_rank[(u, v)] = rank
    visited = set()
    for start in list(graph):
        if start in visited:
            continue
        path, on_path = [start], {start: 0}
        visited.add(start)
        pending = [iter(graph[start])]
        while pending:
            node = next(pending[-1], None)
            if node is None:                 # every successor done: leave the path
                pending.pop()
                del on_path[path.pop()]
            elif node in on_path:
                cycle = path[on_path[node]:] + [node]
                return cycle, [f"{edge_rank[(u, v)]} {u} -> {v}" for u, v in zip(cycle, cycle[1:])]
            elif node not in visited:
                visited.add(node)
                on_path[node] = len(path)
                path.append(node)
                pending.append(iter(graph[node]))
    return None, None


def determine_all_rank(folders_):
    """True for one folder (a non-empty str or a one-item list), False for several, None for
    anything else."""
    if isinstance(folders_, str):
        return True if folders_ else None
    if isinstance(folders_, list) and folders_:
        return len(folders_) == 1
    return None


def output_cycle_results(cycle_path, cycle_ranks):
    """Log a cycle found by ``detect_cycle_in_graph`` as errors, or that there is none."""
    if not cycle_path:
        logger.warning("Cycle Check success. There is no cycle in the graph.")
        return
    logger.error("Cycle detected:")
    logger.error(" -> ".join(cycle_path) + f" -> {cycle_path[0]}")
    logger.error("Involving ranks:")
    for line in cycle_ranks:
        logger.error(line)


def runtime_execution_order_check(folders_, all_rank=None):
    """Check the records of the ranks under ``folders_`` (a ``rank_<x>`` folder or a folder of
    them, or a list of such): that every rank named by an operator ran it (with ``all_rank``,
    default True for one path and False for several: that every rank named has a record) and
    that the ranks' orders form no cycle. Findings are logged."""
    if all_rank is None:
        all_rank = determine_all_rank(folders_)
    if folders_ is None:
        logger.error("Invalid input. `folders_` must be a non-empty string or a list with at "
                     "least one string element.")
        return
    result_map = RankFolderParser(folders_).parse()
    if not result_map:
        logger.error("No valid rank data found. Execution order check aborted.")
        return
    for rank, orders in result_map.items():
        if not orders:
            logger.error(f"Rank {rank} has no valid execution orders. Please check the csv file.")
            return
    keys = modify_execute_orders(result_map)
    parse_and_validate(keys, all_rank)
    output_cycle_results(*detect_cycle_in_graph(keys))

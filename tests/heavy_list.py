"""Rewrite ``heavy_tests.txt`` from a per-case CPU profile of the whole default suite.

    .venv/bin/python -m pytest -q -n 2 --case-cpu /tmp/case-cpu
    .venv/bin/python tests/heavy_list.py /tmp/case-cpu [--threshold 0.7]

The profiling run (on a quiet machine) keeps the heavy cases in; the cases over the threshold
become the list, under the file's comment header, which is kept."""
import argparse
import pathlib

LIST = pathlib.Path(__file__).with_name("heavy_tests.txt")


def main(argv=None, target=LIST):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("profile", type=pathlib.Path, help="the --case-cpu folder")
    parser.add_argument("--threshold", type=float, default=0.7, help="CPU seconds (default 0.7)")
    args = parser.parse_args(argv)
    cost = {}
    for path in args.profile.glob("*.tsv"):
        for line in path.read_text().splitlines():
            nodeid, seconds = line.rsplit("\t", 1)
            cost[nodeid] = float(seconds)
    if not cost:
        raise SystemExit(f"no profile lines under {args.profile}")
    header = [line for line in target.read_text().splitlines() if line.startswith("#")]
    heavy = sorted(n for n, s in cost.items() if s > args.threshold)
    target.write_text("\n".join(header + [f"{n}  # {cost[n]:.1f} s" for n in heavy]) + "\n")
    total, cut = sum(cost.values()), sum(cost[n] for n in heavy)
    print(f"{len(heavy)} of {len(cost)} cases over {args.threshold} s: {cut:.0f} of {total:.0f} "
          f"CPU seconds")


if __name__ == "__main__":
    main()

# Runs Python snippet files one after another in one warm interpreter, as `python3 request.py`
# runs one in a fresh process: each file runs as __main__ with fresh globals (runpy.run_path), in
# its own folder, with sys.stdout and sys.stderr captured. Starting Python and importing requests or
# httpx costs a few tenths of a second of processor time per snippet; here a snippet costs
# milliseconds. The snippet suite's runner (test/support/hosts.ts) starts it.
#
# Protocol, on standard input and output: one line per run, the snippet file's absolute path; the
# answer is a line "<exit status> <stdout bytes> <stderr bytes>" followed by those bytes. The exit
# status is what `python3` would give: 0, 1 when the file does not compile or raises, or the code
# of a SystemExit.
import io
import os
import runpy
import sys
import traceback


def run(path):
    out, err = io.BytesIO(), io.BytesIO()
    stdout = io.TextIOWrapper(out, encoding="utf-8", write_through=True)
    stderr = io.TextIOWrapper(err, encoding="utf-8", errors="backslashreplace", write_through=True)
    sys.stdout, sys.stderr, sys.argv = stdout, stderr, [path]
    status = 0
    try:
        os.chdir(os.path.dirname(path))
        runpy.run_path(path, run_name="__main__")
    except SystemExit as exit:
        if exit.code is None:
            status = 0
        elif isinstance(exit.code, int):
            status = exit.code
        else:
            print(exit.code, file=stderr)
            status = 1
    except BaseException:
        traceback.print_exc(file=stderr)
        status = 1
    finally:
        stdout.flush()
        stderr.flush()
        sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
    return status, out.getvalue(), err.getvalue()


for line in sys.stdin.buffer:
    status, stdout, stderr = run(line.rstrip(b"\n").decode("utf-8"))
    sys.__stdout__.buffer.write(b"%d %d %d\n" % (status, len(stdout), len(stderr)) + stdout + stderr)
    sys.__stdout__.buffer.flush()

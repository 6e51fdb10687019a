# Runs Elixir snippet files one after another in one warm Erlang VM, as `elixir request.exs` runs
# one in a fresh VM: each file is evaluated in a process of its own, in the file's folder, with
# its output captured through that process's group leader. Starting the VM and Elixir costs most
# of a second of processor time per snippet; here a snippet costs a few milliseconds. The snippet
# suite's runner (test/support/hosts.ts) starts it.
#
# Protocol, on standard input and output: one line per run, the snippet file's absolute path;
# the answer is a line "<exit status> <stdout bytes> <stderr bytes>" followed by those bytes. The
# exit status is what `elixir` would give: 0, or 1 when the file raises, throws or exits.

defmodule RefkitElixirSnippetHost do
  def serve do
    case IO.binread(:stdio, :line) do
      line when is_binary(line) ->
        {status, stdout, stderr} = run(String.trim_trailing(line, "\n"))
        IO.binwrite(:stdio, [Enum.join([status, byte_size(stdout), byte_size(stderr)], " "), "\n", stdout, stderr])
        serve()

      _eof_or_error ->
        :ok
    end
  end

  defp run(path) do
    {:ok, stdout} = StringIO.open("")
    {:ok, stderr} = StringIO.open("")
    File.cd!(Path.dirname(path))

    {_pid, monitor} =
      spawn_monitor(fn ->
        Process.group_leader(self(), stdout)

        try do
          Code.eval_file(path)
        catch
          kind, reason ->
            IO.write(stderr, Exception.format(kind, reason, __STACKTRACE__))
            exit({:shutdown, 1})
        end
      end)

    status =
      receive do
        {:DOWN, ^monitor, :process, _pid, :normal} -> 0
        {:DOWN, ^monitor, :process, _pid, _reason} -> 1
      end

    {_, out} = StringIO.contents(stdout)
    {_, err} = StringIO.contents(stderr)
    StringIO.close(stdout)
    StringIO.close(stderr)
    {status, out, err}
  end
end

# Frames are bytes: standard io neither decodes what it reads nor encodes what it writes.
:ok = :io.setopts(:standard_io, encoding: :latin1)
RefkitElixirSnippetHost.serve()

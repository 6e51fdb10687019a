// Runs C# snippet files one after another in one warm Mono process, as the client's command
// (mcs with an entry point of the suite's own, then mono) runs one in fresh processes: each file
// is compiled in process by mcs's own compiler (mcs.exe, Mono.CSharp) with the command's
// arguments and entry point file, in the file's folder; the program is loaded from its bytes as
// an assembly of its own, and its Program.Main is called as that entry point calls it, with
// Console's streams captured. Starting mcs and then mono costs about 0.4 s of processor time per
// snippet; here a snippet costs about 0.1 s, most of it mcs reading the referenced assemblies.
// (An application domain per snippet, unloaded after it, would cost as much as the command: each
// domain compiles System.Net.Http's code again.) The snippet suite's runner
// (test/support/hosts.ts) starts it.
//
// Protocol, on standard input and output: one line per run, the snippet file's absolute path;
// the answer is a line "<exit status> <stdout bytes> <stderr bytes>" followed by those bytes.
// The exit status is what the command's would be: 0, or 1 when the file does not compile (mcs's
// messages on stderr, its summary on stdout) or Main throws (Mono's report of an unhandled
// exception on stderr).
using System;
using System.IO;
using System.Reflection;
using System.Text;
using System.Threading.Tasks;
using Mono.CSharp;

static class CSharpSnippetHost
{
    // The command's entry point (src/clients/csharp/tool.json), compiled with the snippet as there so
    // that the same files compile; the host never calls it, Environment.Exit would end the host.
    const string EntryPoint = "static class RefkitExit { static void Main() { typeof(Program).GetMethod(\"Main\", System.Reflection.BindingFlags.Static | System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Public).Invoke(null, null); System.Environment.Exit(0); } }\n";
    static readonly Encoding Utf8 = new UTF8Encoding(false);

    static void Main(string[] args)
    {
        // The folder the host was compiled into, which nothing reads again: removed, not left behind.
        if (args.Length > 0) Directory.Delete(args[0], true);
        // mcs.exe is no library in the GAC: it is found beside the runtime's mscorlib.dll.
        AppDomain.CurrentDomain.AssemblyResolve += (sender, wanted) => new AssemblyName(wanted.Name).Name == "mcs"
            ? Assembly.LoadFrom(Path.Combine(Path.GetDirectoryName(typeof(object).Assembly.Location), "mcs.exe")) : null;
        var requests = new StreamReader(Console.OpenStandardInput(), Utf8);
        var protocol = Console.OpenStandardOutput();
        for (string line; (line = requests.ReadLine()) != null; )
        {
            var output = new Capture();
            var status = Run(line, output);
            byte[] stdout = output.Stdout(), stderr = output.Stderr();
            var header = Encoding.ASCII.GetBytes(status + " " + stdout.Length + " " + stderr.Length + "\n");
            protocol.Write(header, 0, header.Length);
            protocol.Write(stdout, 0, stdout.Length);
            protocol.Write(stderr, 0, stderr.Length);
            protocol.Flush();
        }
        // As the command's entry point does: Mono 6.8 now and then hangs at exit, waiting for its thread pool.
        Environment.Exit(0);
    }

    static int Run(string path, Capture output)
    {
        var build = Directory.CreateDirectory(Path.Combine(Path.GetTempPath(), "refkit-csharp-host-" + Guid.NewGuid().ToString("N"))).FullName;
        var savedErr = Console.Error;
        try
        {
            Environment.CurrentDirectory = Path.GetDirectoryName(path);
            File.WriteAllText(Path.Combine(build, "RefkitExit.cs"), EntryPoint);
            var program = Path.Combine(build, "Program.exe");
            Console.SetIn(TextReader.Null);
            Console.SetOut(output.Out);
            Console.SetError(output.Err);
            if (!Compile(new[] { "-r:System.Net.Http", "-main:RefkitExit", "-out:" + program, Path.GetFileName(path), Path.Combine(build, "RefkitExit.cs") }, output))
                return 1;
            // Loaded from its bytes, the program is an assembly of its own (with its own statics), never an earlier one of the same name.
            var main = Assembly.Load(File.ReadAllBytes(program)).GetType("Program", true).GetMethod("Main", BindingFlags.Static | BindingFlags.NonPublic | BindingFlags.Public);
            // An `async Task Main` is waited for, as a compiler that takes it as an entry point does.
            var task = main.Invoke(null, null) as Task;
            if (task != null) task.GetAwaiter().GetResult();
            return 0;
        }
        catch (Exception thrown)
        {
            // What mono prints for an exception that leaves Main.
            output.Err.Write("\nUnhandled Exception:\n{0}\n[ERROR] FATAL UNHANDLED EXCEPTION: {0}\n", thrown);
            return 1;
        }
        finally
        {
            // What a thread the snippet left behind prints later is dropped: the host's stdout is the protocol's.
            Console.SetOut(TextWriter.Null);
            Console.SetError(savedErr);
            Directory.Delete(build, true);
        }
    }

    /// Compiles as mcs's own Main does: its messages on stderr, a summary on stdout unless it compiled cleanly.
    static bool Compile(string[] arguments, Capture output)
    {
        try
        {
            var settings = new CommandLineParser(output.Err, output.Out).ParseArguments(arguments);
            if (settings == null) return false;
            var context = new CompilerContext(settings, new ConsoleReportPrinter(output.Err));
            var driver = Activator.CreateInstance(typeof(CompilerContext).Assembly.GetType("Mono.CSharp.Driver"), context);
            var compiled = (bool)driver.GetType().GetMethod("Compile").Invoke(driver, null) && context.Report.Errors == 0;
            if (!compiled) output.Out.WriteLine("Compilation failed: {0} error(s), {1} warnings", context.Report.Errors, context.Report.Warnings);
            else if (context.Report.Warnings > 0) output.Out.WriteLine("Compilation succeeded - {0} warning(s)", context.Report.Warnings);
            return compiled;
        }
        finally
        {
            CompilerCallableEntryPoint.Reset();
        }
    }

    /// Console's output and error streams of one run, kept in memory, as mono writes them (UTF-8).
    sealed class Capture
    {
        readonly MemoryStream stdout = new MemoryStream(), stderr = new MemoryStream();
        public readonly TextWriter Out, Err;

        public Capture()
        {
            Out = TextWriter.Synchronized(new StreamWriter(stdout, Utf8) { AutoFlush = true });
            Err = TextWriter.Synchronized(new StreamWriter(stderr, Utf8) { AutoFlush = true });
        }

        public byte[] Stdout() { Out.Flush(); return stdout.ToArray(); }
        public byte[] Stderr() { Err.Flush(); return stderr.ToArray(); }
    }
}

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Runs Java snippet files one after another in one warm JVM, as `java Request.java` runs one in
 * a fresh JVM: the file is compiled in memory, its first top-level class is loaded by a class
 * loader of its own, and that class's `main` is called. Starting a JVM and a cold javac for each
 * snippet costs over a second of processor time; here a snippet costs a few tens of
 * milliseconds. The snippet suite's runner (test/support/hosts.ts) starts it.
 *
 * Protocol, on standard input and output: one line per run, the snippet file's absolute path;
 * the answer is a line "<exit status> <stdout bytes> <stderr bytes>" followed by those bytes.
 * The exit status is what the launcher's would be: 0, or 1 when the file does not compile or
 * `main` throws.
 */
public final class JavaSnippetHost {
    public static void main(String[] args) throws Exception {
        OutputStream protocol = new FileOutputStream(FileDescriptor.out);
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        for (String line; (line = requests.readLine()) != null; ) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = run(javac, Path.of(line), out, err);
            byte[] stdout = out.toByteArray();
            byte[] stderr = err.toByteArray();
            protocol.write((status + " " + stdout.length + " " + stderr.length + "\n").getBytes(StandardCharsets.US_ASCII));
            protocol.write(stdout);
            protocol.write(stderr);
            protocol.flush();
        }
    }

    private static int run(JavaCompiler javac, Path file, ByteArrayOutputStream out, ByteArrayOutputStream err) {
        PrintStream stdout = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream stderr = new PrintStream(err, true, StandardCharsets.UTF_8);
        PrintStream savedOut = System.out;
        PrintStream savedErr = System.err;
        System.setOut(stdout);
        System.setErr(stderr);
        try {
            Map<String, byte[]> classes = new HashMap<>();
            String mainClass = compile(javac, file, classes, stderr);
            if (mainClass == null) {
                stderr.println("error: compilation failed");
                return 1;
            }
            ClassLoader loader = new MemoryClassLoader(classes);
            Method main = loader.loadClass(mainClass).getMethod("main", String[].class);
            if (!Modifier.isStatic(main.getModifiers())) {
                stderr.println("error: 'main' method is not declared 'public static'");
                return 1;
            }
            main.invoke(null, (Object) new String[0]);
            return 0;
        } catch (InvocationTargetException thrown) {
            stderr.print("Exception in thread \"main\" ");
            thrown.getCause().printStackTrace(stderr);
            return 1;
        } catch (Exception | LinkageError failure) {
            failure.printStackTrace(stderr);
            return 1;
        } finally {
            System.setOut(savedOut);
            System.setErr(savedErr);
            stdout.flush();
            stderr.flush();
        }
    }

    /** Compiles `file` into `classes`; the first top-level class's name, or null when it does not compile. */
    private static String compile(JavaCompiler javac, Path file, Map<String, byte[]> classes, PrintStream diagnostics) throws Exception {
        StandardJavaFileManager files = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8);
        JavaFileManager memory = new ForwardingJavaFileManager<>(files) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String name, JavaFileObject.Kind kind, FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("memory:///" + name.replace('.', '/') + kind.extension), kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return new ByteArrayOutputStream() {
                            @Override
                            public void close() {
                                classes.put(name, toByteArray());
                            }
                        };
                    }
                };
            }
        };
        DiagnosticCollector<JavaFileObject> messages = new DiagnosticCollector<>();
        JavacTask task = (JavacTask) javac.getTask(null, memory, messages, List.of("-proc:none", "-Xlint:deprecation", "-Xlint:unchecked"), null, files.getJavaFileObjects(file));
        String first = null;
        for (CompilationUnitTree unit : task.parse()) {
            for (Tree declaration : unit.getTypeDecls()) {
                if (first == null && declaration instanceof ClassTree type) first = type.getSimpleName().toString();
            }
        }
        task.generate();
        memory.close();
        boolean failed = false;
        for (Diagnostic<? extends JavaFileObject> message : messages.getDiagnostics()) {
            diagnostics.println(message);
            failed |= message.getKind() == Diagnostic.Kind.ERROR;
        }
        if (!failed && first == null) diagnostics.println("error: no class declared in source file");
        return failed ? null : first;
    }

    /** Loads the compiled classes of one snippet, and nothing else of this host's. */
    private static final class MemoryClassLoader extends ClassLoader {
        private final Map<String, byte[]> classes;

        MemoryClassLoader(Map<String, byte[]> classes) {
            super(ClassLoader.getPlatformClassLoader());
            this.classes = classes;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = classes.get(name);
            if (bytes == null) throw new ClassNotFoundException(name);
            return defineClass(name, bytes, 0, bytes.length);
        }
    }
}

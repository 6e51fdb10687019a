import com.sun.source.util.JavacTask;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The snippet benchmark's Java check: javac's parser on each file, one JVM for many files. The
 * file paths come as arguments, or on standard input one a line; each file that does not parse
 * is printed as "path<TAB>first error". Exits 1 when a file named as an argument does not parse.
 */
public final class ParseJava {
    public static void main(String[] args) throws Exception {
        List<String> paths = new ArrayList<>(List.of(args));
        if (paths.isEmpty()) {
            BufferedReader lines = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String line; (line = lines.readLine()) != null; ) if (!line.isEmpty()) paths.add(line);
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StandardJavaFileManager files = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8);
        boolean failed = false;
        for (String path : paths) {
            DiagnosticCollector<JavaFileObject> messages = new DiagnosticCollector<>();
            JavacTask task = (JavacTask) javac.getTask(null, files, messages, List.of("-proc:none"), null, files.getJavaFileObjects(Path.of(path)));
            task.parse();
            for (Diagnostic<? extends JavaFileObject> message : messages.getDiagnostics()) {
                if (message.getKind() != Diagnostic.Kind.ERROR) continue;
                System.out.println(path + "\t" + message.getMessage(null).lines().findFirst().orElse(""));
                failed = true;
                break;
            }
        }
        System.exit(failed && args.length > 0 ? 1 : 0);
    }
}

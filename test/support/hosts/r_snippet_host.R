# Runs R snippet files one after another in one warm R, as `Rscript request.R` runs one in a
# fresh R: in the file's folder, R's parser reads the file one top-level expression at a time, as
# Rscript's file REPL does, and each is evaluated in the global environment, printed when visible
# and followed by its warnings; sinks capture stdout and stderr. An error prints what Rscript
# prints ("Error in ...", "Calls: ...", "Execution halted"). Between runs the global environment,
# search path, options, environment variables, connections and httr's pool of handles (cookies,
# open connections) are put back as they were; packages stay loaded. Starting R and loading httr
# costs about half a second of processor time per snippet; here a snippet costs milliseconds. The
# snippet suite's runner (test/support/hosts.ts) starts it.
#
# Protocol, on standard input and output: one line per run, the snippet file's absolute path; the
# answer is a line "<exit status> <stdout bytes> <stderr bytes>" followed by those bytes. The exit
# status is what `Rscript` would give: 0, or 1 when the file does not parse or an error is not
# caught.
local({
  # Frames go out as bytes, not re-encoded, past the sinks: R's stdout() is a text connection, and
  # the runner's stdout may be a socket, which /dev/stdout cannot open.
  protocol <- pipe("cat", "wb")
  requests <- file("stdin", "r")
  attached <- search()
  top_call <- quote(eval(expression, .GlobalEnv)) # how the snippet's top level is evaluated
  depth <- 0L # the host's frames below that call

  name_of <- function(call) if (is.symbol(call[[1L]])) as.character(call[[1L]]) else "<Anonymous>"

  # The error as R's default handler prints it (verrorcall_dflt, R_ConciseTraceback), from the
  # frames when the handler was called: `calls`, and `trace`, innermost first with C calls (.Call).
  error_text <- function(cond, calls, trace) {
    call <- conditionCall(cond)
    message <- conditionMessage(cond)
    if (is.null(call) || identical(call, top_call)) return(paste0("Error: ", message, "\n"))
    dcall <- deparse(call, nlines = 1L)
    line1 <- sub("\n.*", "", message, useBytes = TRUE)
    long <- isTRUE(14L + nchar(dcall, "w", allowNA = TRUE) + nchar(line1, "w", allowNA = TRUE) > 75L)
    text <- paste0("Error in ", dcall, " : ", if (long) "\n  ", message, if (!endsWith(message, "\n")) "\n")
    names <- vapply(calls, name_of, "")
    first <- vapply(trace, `[`, "", 1L)
    foreign <- grepl("^\\.(Call|External2?|C|Fortran)(\\.graphics)?\\(", first)
    if (sum(!foreign) == length(names)) names <- rev(replace(sub("\\(.*", "", first), !foreign, rev(names)))
    names <- names[-c(seq_len(depth + 3L), length(names))] # less the host's frames and this handler
    if (length(names) && names[length(names)] == ".handleSimpleError") names <- names[-length(names)]
    reset <- which(names %in% c("stop", "warning", "suppressWarnings", ".signalSimpleWarning"))
    if (length(reset)) names <- names[seq_len(reset[1L] - 1L)]
    line <- ""
    outermost <- NULL # past 50 characters, "outermost ... innermost"
    for (name in rev(names)) {
      if (!is.null(outermost)) outermost <- name
      else if (nchar(line, "bytes") > 50L) { line <- paste("...", line); outermost <- name }
      else line <- if (nzchar(line)) paste(name, "->", line) else name
    }
    if (!is.null(outermost) && nchar(outermost, "bytes") < 50L) line <- paste(outermost, line)
    if (!nzchar(line) || (length(names) == 1L && line == name_of(call))) text else paste0(text, "Calls: ", line, "\n")
  }

  # A parse error as the file REPL prints it: the parser's message and the statement's last lines.
  parse_error <- function(message) {
    parts <- strsplit(message, "\n", fixed = TRUE)[[1L]]
    what <- sub("^[0-9]+:[0-9]+: ", "", parts[1L])
    context <- sub("^[0-9]+: ", "", parts[-c(1L, length(parts))])
    if (what %in% c("unexpected end of input", "unexpected INCOMPLETE_STRING")) "Error: unexpected end of input\n"
    else if (length(context) == 0L) paste0("Error: ", what, "\n")
    else if (length(context) == 1L) sprintf("Error: %s in \"%s\"\n", what, context)
    else sprintf("Error: %s in:\n\"%s\n%s\"\n", what, context[length(context) - 1L], context[length(context)])
  }

  # The warnings R collected during a top-level call, as the REPL prints them after it.
  print_warnings <- function(err) {
    held <- rawConnection(raw(0), "wb")
    sink(held, type = "message")
    .Internal(printDeferredWarnings()) # "In addition: " and the warnings, as after an error
    sink(err, type = "message")
    text <- rawConnectionValue(held)
    close(held)
    if (length(text)) cat(sub("^In addition: ", "", rawToChar(text), useBytes = TRUE), file = err)
  }

  # Rscript's file REPL: statements end at a newline or ";"; blank and comment lines are skipped.
  evaluate_file <- function(input, err) {
    repeat {
      line <- readLines(input, n = 1L, warn = FALSE)
      if (!length(line)) return(0L)
      if (grepl("^[ \t\f]*(#.*)?$", line, useBytes = TRUE)) next
      pushBack(line, input)
      parsed <- tryCatch(parse(input, n = 1L, keep.source = FALSE), error = identity)
      if (inherits(parsed, "error")) {
        cat(parse_error(conditionMessage(parsed)), "Execution halted\n", sep = "", file = err)
        return(1L)
      }
      expression <- parsed[[1L]]
      depth <<- sys.nframe()
      result <- withVisible(eval(expression, .GlobalEnv))
      if (result$visible) print(result$value)
      print_warnings(err)
    }
  }

  run <- function(path) {
    out <- rawConnection(raw(0), "wb")
    err <- rawConnection(raw(0), "wb")
    sink(out)
    sink(err, type = "message")
    saved <- list(options = options(), env = Sys.getenv(), connections = getAllConnections())
    status <- withRestarts(
      withCallingHandlers(
        { setwd(dirname(path)); input <- file(path, "r"); evaluate_file(input, err) },
        warning = function(cond) {
          # A warning of the snippet's own top level has no call for Rscript.
          if (identical(conditionCall(cond), top_call)) {
            warning(simpleWarning(conditionMessage(cond)))
            invokeRestart("muffleWarning")
          }
        },
        error = function(cond) {
          calls <- sys.calls()
          trace <- .Internal(traceback(0L))
          if (identical(calls[[length(calls) - 1L]][[1L]], quote(signalCondition))) return() # not raised
          cat(error_text(cond, calls, trace), file = err)
          .Internal(printDeferredWarnings()) # "In addition: " and the warnings
          invokeRestart("abort")
        }
      ),
      # Where R's own handler goes too after an error it prints (one raised in a handler above).
      abort = function() { cat("Execution halted\n", file = err); 1L }
    )
    sink(type = "message")
    while (sink.number() > 0L) sink()
    frame <- list(status, rawConnectionValue(out), rawConnectionValue(err))
    # A clean state for the next run.
    rm(list = ls(.GlobalEnv, all.names = TRUE), envir = .GlobalEnv)
    while (length(extra <- which(!search() %in% attached))) detach(pos = extra[1L])
    options(saved$options)
    Sys.unsetenv(setdiff(names(Sys.getenv()), names(saved$env)))
    do.call(Sys.setenv, as.list(saved$env))
    for (number in setdiff(getAllConnections(), saved$connections)) try(close(getConnection(number)), silent = TRUE)
    close(out); close(err)
    if (isNamespaceLoaded("httr")) local(rm(list = ls(handle_pool, all.names = TRUE), envir = handle_pool), asNamespace("httr"))
    frame
  }

  while (length(path <- readLines(requests, n = 1L))) {
    frame <- run(path)
    writeBin(c(charToRaw(sprintf("%d %d %d\n", frame[[1L]], length(frame[[2L]]), length(frame[[3L]]))), frame[[2L]], frame[[3L]]), protocol)
    flush(protocol)
  }
})

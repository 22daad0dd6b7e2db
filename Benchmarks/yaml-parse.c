/*
 * The baseline of the benchmarks: a bare libyaml event parse of the spec files, what any YAML
 * tool has to pay before it can do anything. Each argument is a file or a folder (whose *.yaml
 * and *.yml files are parsed, as screenspec reads a folder). Every file is read whole, then
 * parsed to its last event; events are counted and dropped.
 *
 *   cc -O2 -o yaml-parse yaml-parse.c $(pkg-config --cflags --libs yaml-0.1)
 *   ./yaml-parse Benchmarks/.work/specs-5000
 *
 * Prints "<files> files, <bytes> bytes, <events> events"; exits 1 on a read or parse error.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <yaml.h>

static long files, events;
static long long bytes;

static int has_suffix(const char *name, const char *suffix) {
    size_t n = strlen(name), s = strlen(suffix);
    return n > s && strcmp(name + n - s, suffix) == 0;
}

static int parse_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); return 1; }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *data = malloc(size > 0 ? (size_t)size : 1);
    if (!data || fread(data, 1, (size_t)size, f) != (size_t)size) {
        fprintf(stderr, "%s: cannot read\n", path);
        fclose(f);
        free(data);
        return 1;
    }
    fclose(f);

    yaml_parser_t parser;
    yaml_event_t event;
    int done = 0, failed = 0;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, data, (size_t)size);
    while (!done) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%zu:%zu: %s\n", path, parser.problem_mark.line + 1,
                    parser.problem_mark.column + 1, parser.problem ? parser.problem : "error");
            failed = 1;
            break;
        }
        done = event.type == YAML_STREAM_END_EVENT;
        events++;
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    free(data);
    files++;
    bytes += size;
    return failed;
}

static int compare_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int parse_path(const char *path) {
    struct stat st;
    if (stat(path, &st) != 0) { perror(path); return 1; }
    if (!S_ISDIR(st.st_mode)) return parse_file(path);

    DIR *dir = opendir(path);
    if (!dir) { perror(path); return 1; }
    char **names = NULL;
    size_t count = 0, capacity = 0;
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        const char *name = entry->d_name;
        if (name[0] == '.' || !(has_suffix(name, ".yaml") || has_suffix(name, ".yml"))) continue;
        if (count == capacity) {
            capacity = capacity ? capacity * 2 : 64;
            names = realloc(names, capacity * sizeof *names);
        }
        names[count++] = strdup(name);
    }
    closedir(dir);
    qsort(names, count, sizeof *names, compare_names);

    int failed = 0;
    for (size_t i = 0; i < count; i++) {
        size_t length = strlen(path) + strlen(names[i]) + 2;
        char *full = malloc(length);
        snprintf(full, length, "%s/%s", path, names[i]);
        failed |= parse_file(full);
        free(full);
        free(names[i]);
    }
    free(names);
    return failed;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: yaml-parse PATH...\n");
        return 64;
    }
    int failed = 0;
    for (int i = 1; i < argc; i++) failed |= parse_path(argv[i]);
    printf("%ld files, %lld bytes, %ld events\n", files, bytes, events);
    return failed;
}

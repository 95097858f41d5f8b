// Stand-in for a test program in a tree configured with BUILD_TESTING=OFF (never built).
int main() { return 0; }

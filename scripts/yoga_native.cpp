// Native Yoga: the trees of scripts/compare_engines.py built and laid out through
// Yoga's C API from C++, with no Python call in the timed code. Yoga itself is the library the
// pyyoga wheel ships (Yoga 3.2.1, compiled into _pyyoga*.so, which exports the C API); the
// few declarations used are written out below, as in yoga/Yoga.h and yoga/YGEnums.h, because
// the wheel has no headers. scripts/compare-engines compiles this with g++ -O2 and links it
// against that file.
//
//   yoga_native WORKLOAD BUDGET_MS   (WORKLOAD: flat-10000 | grid-100x100)
//
// Prints one JSON object; every figure is a median in µs over runs filling the budget:
//   build_us      creating the nodes, setting their styles, inserting the children;
//   cold_us       the first YGNodeCalculateLayout of a freshly built tree (building untimed);
//   build_cold_us building and the first layout together;
//   relayout_1pt_us  a layout after the root width changed by 1 pt (alternating W, W − 1);
//   unchanged_us  a layout with nothing changed (batches of 1,000 calls);
//   dirty_leaves_us  a layout after every leaf was dirtied (its width set to 11 and back to
//                 10, untimed): the whole tree is laid out again, nothing measured is reused.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

extern "C" {
typedef struct YGConfig* YGConfigRef;
typedef struct YGNode* YGNodeRef;
YGConfigRef YGConfigNew(void);
void YGConfigSetPointScaleFactor(YGConfigRef config, float pixelsInPoint);
YGNodeRef YGNodeNewWithConfig(YGConfigRef config);
void YGNodeFreeRecursive(YGNodeRef node);
void YGNodeInsertChild(YGNodeRef node, YGNodeRef child, size_t index);
void YGNodeCalculateLayout(YGNodeRef node, float availableWidth, float availableHeight, int ownerDirection);
void YGNodeStyleSetWidth(YGNodeRef node, float width);
void YGNodeStyleSetHeight(YGNodeRef node, float height);
void YGNodeStyleSetFlexShrink(YGNodeRef node, float flexShrink);
void YGNodeStyleSetFlexDirection(YGNodeRef node, int flexDirection);
void YGNodeStyleSetJustifyContent(YGNodeRef node, int justifyContent);
void YGNodeStyleSetAlignItems(YGNodeRef node, int alignItems);
void YGNodeStyleSetGap(YGNodeRef node, int gutter, float gapLength);
float YGNodeLayoutGetLeft(YGNodeRef node);
float YGNodeLayoutGetWidth(YGNodeRef node);
float YGNodeLayoutGetHeight(YGNodeRef node);
}

// YGEnums.h (the values pyyoga's enums report too).
enum { FlexDirectionColumn = 0, FlexDirectionRow = 2 };
enum { JustifySpaceBetween = 3 };
enum { AlignCenter = 2 };
enum { GutterColumn = 0 };
enum { DirectionLTR = 1 };

struct Tree {
    YGNodeRef root;
    std::vector<YGNodeRef> leaves;
};

static YGConfigRef config;

static YGNodeRef box() {
    YGNodeRef node = YGNodeNewWithConfig(config);
    YGNodeStyleSetWidth(node, 10);
    YGNodeStyleSetHeight(node, 10);
    YGNodeStyleSetFlexShrink(node, 0);
    return node;
}

static Tree build(bool flat, float width) {
    Tree tree;
    tree.root = YGNodeNewWithConfig(config);
    YGNodeStyleSetWidth(tree.root, width);
    if (flat) {
        YGNodeStyleSetFlexDirection(tree.root, FlexDirectionRow);
        YGNodeStyleSetJustifyContent(tree.root, JustifySpaceBetween);
        YGNodeStyleSetGap(tree.root, GutterColumn, 5);
        for (int i = 0; i < 10000; i++) {
            YGNodeRef leaf = box();
            YGNodeInsertChild(tree.root, leaf, i);
            tree.leaves.push_back(leaf);
        }
    } else {
        YGNodeStyleSetFlexDirection(tree.root, FlexDirectionColumn);
        YGNodeStyleSetAlignItems(tree.root, AlignCenter);
        for (int r = 0; r < 100; r++) {
            YGNodeRef row = YGNodeNewWithConfig(config);
            YGNodeStyleSetFlexDirection(row, FlexDirectionRow);
            YGNodeStyleSetAlignItems(row, AlignCenter);
            YGNodeStyleSetFlexShrink(row, 0);
            for (int c = 0; c < 100; c++) {
                YGNodeRef leaf = box();
                YGNodeInsertChild(row, leaf, c);
                tree.leaves.push_back(leaf);
            }
            YGNodeInsertChild(tree.root, row, r);
        }
    }
    return tree;
}

static void layout(const Tree& tree) { YGNodeCalculateLayout(tree.root, NAN, NAN, DirectionLTR); }

using Clock = std::chrono::steady_clock;

static double microseconds(Clock::duration d) { return std::chrono::duration<double, std::micro>(d).count(); }

static double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

// Samples of `body(state)` after an untimed `setup()`, until the budget is spent (7 at least).
template <typename Setup, typename Body>
static std::vector<double> sample(double budgetMs, Setup setup, Body body) {
    std::vector<double> samples;
    auto start = Clock::now();
    while (samples.size() < 7 || microseconds(Clock::now() - start) < budgetMs * 1000) {
        auto state = setup();
        auto began = Clock::now();
        body(state);
        samples.push_back(microseconds(Clock::now() - began));
    }
    return samples;
}

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: yoga_native flat-10000|grid-100x100 BUDGET_MS\n");
        return 2;
    }
    std::string name = argv[1];
    bool flat = name == "flat-10000";
    if (!flat && name != "grid-100x100") {
        std::fprintf(stderr, "unknown workload %s\n", argv[1]);
        return 2;
    }
    double budget = std::atof(argv[2]);
    float width = flat ? 150000 : 1010;
    config = YGConfigNew();
    YGConfigSetPointScaleFactor(config, 1);

    std::vector<YGNodeRef> garbage;
    auto freeGarbage = [&] {
        for (auto node : garbage) YGNodeFreeRecursive(node);
        garbage.clear();
    };
    auto buildTimes = sample(budget, [&] { freeGarbage(); return 0; }, [&](int) { garbage.push_back(build(flat, width).root); });
    freeGarbage();
    auto coldTimes = sample(budget, [&] { freeGarbage(); Tree t = build(flat, width); garbage.push_back(t.root); return t; },
                            [](Tree& t) { layout(t); });
    freeGarbage();
    auto buildColdTimes = sample(budget, [&] { freeGarbage(); return 0; }, [&](int) {
        Tree t = build(flat, width);
        layout(t);
        garbage.push_back(t.root);
    });
    freeGarbage();

    Tree tree = build(flat, width);
    layout(tree);
    bool narrow = false;
    auto relayoutTimes = sample(budget, [&] {
        narrow = !narrow;
        YGNodeStyleSetWidth(tree.root, narrow ? width - 1 : width);
        return 0;
    }, [&](int) { layout(tree); });
    YGNodeStyleSetWidth(tree.root, width);
    layout(tree);
    auto unchangedTimes = sample(budget / 2, [] { return 0; }, [&](int) {
        for (int i = 0; i < 1000; i++) layout(tree);
    });
    auto dirtyTimes = sample(budget, [&] {
        for (auto leaf : tree.leaves) {
            YGNodeStyleSetWidth(leaf, 11);
            YGNodeStyleSetWidth(leaf, 10);
        }
        return 0;
    }, [&](int) { layout(tree); });

    YGNodeRef last = tree.leaves.back();
    std::printf("{\"workload\": \"%s\", \"build_us\": %.3f, \"cold_us\": %.3f, \"build_cold_us\": %.3f, "
                "\"relayout_1pt_us\": %.3f, \"unchanged_us\": %.5f, \"dirty_leaves_us\": %.3f, "
                "\"root_width\": %.1f, \"root_height\": %.1f, \"last_leaf_x\": %.1f}\n",
                name.c_str(), median(buildTimes), median(coldTimes), median(buildColdTimes), median(relayoutTimes),
                median(unchangedTimes) / 1000, median(dirtyTimes), YGNodeLayoutGetWidth(tree.root),
                YGNodeLayoutGetHeight(tree.root), YGNodeLayoutGetLeft(last));
    YGNodeFreeRecursive(tree.root);
    return 0;
}

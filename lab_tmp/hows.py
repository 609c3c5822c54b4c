import sys, time, multiprocessing
sys.argv_save = list(sys.argv)
import lab_tmp.exp  # registers levels
from game.library import Catalog, load_library
from game.lab.tournament import play_match
cat = Catalog(load_library())
a, b, n, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
def job(i):
    r = play_match(cat, a, b, seed, i, time.perf_counter)
    return (r["match_type"], r["how"], r["score"], r["turns"])
if __name__ == "__main__":
    with multiprocessing.get_context("fork").Pool(2) as p:
        res = p.map(job, range(n))
    from collections import Counter
    print(Counter((mt, how, sc) for mt, how, sc, _ in res))

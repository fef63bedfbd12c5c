;; A tiny inventory namespace: multi-line strings, regexes and keywords.
(ns inventory.core
  (:require [clojure.string :as str]
            [clojure.set :refer [union]]))

(def ^:private default-stock {:apples 3 ::local-key -2 :fruit/pear +4.5})

(defn describe
  "Describes an item.
  The docstring spans lines and holds \"escaped quotes\" and \\ backslashes."
  [item count]
  (let [pattern #"^[a-z]+-\d{2,}
spans\s+lines"
        label (str/upper-case (name item))]
    (if (re-find pattern label)
      (format "%s: %d" label count)
      (str label \space \newline \u00e9 \( \a))))

(defmacro unless [test & body]
  `(when-not ~test ~@body))

(defrecord Item [name price])

(defn- total [items]
  (reduce + 0 (map :price items)))

(comment
  (total [(->Item "pear" 1.25M) (->Item "fig" 22/7) (Item. "kiwi" 0x1F)])
  #_(ignored form)
  (swap! state update-in [:count] inc)
  @state)

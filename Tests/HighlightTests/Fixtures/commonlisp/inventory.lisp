;;;; inventory.lisp -- a small stock ledger
#|
  Block comments nest: #| inner |# and the outer
  one keeps going until here.
|#
(defpackage #:inventory
  (:use #:cl)
  (:export #:make-item #:restock))

(in-package #:inventory)

(defparameter *warehouse* (make-hash-table :test 'equal)
  "Items by SKU.
Spans two lines, with an \"escaped\" quote.")

(defstruct item sku (count 0 :type integer) (price 1.25))

(defun restock (sku &optional (amount 10) &key (log t))
  "Add AMOUNT units of SKU."
  (let ((item (gethash sku *warehouse*)))
    (when (null item)
      (error "No item ~a" sku))
    (incf (item-count item) amount)
    #+sbcl (sb-ext:gc)
    #-(or sbcl ccl) (format log "~&restocked ~a~%" sku)
    (mapcar #'1+ '(1 2 3))
    (list #\a #\Space #\( -42 3/4 #x1F 6.02e23 `(total ,amount ,@(list nil)))))

(defmacro with-item ((var sku) &body body)
  `(let ((,var (gethash ,sku *warehouse*)))
     (when ,var ,@body)))

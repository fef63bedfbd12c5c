#!/usr/bin/env guile
;;; queue.scm -- a functional queue (R7RS)
#| A nested #| block |# comment
   still commenting |#
(define-library (data queue)
  (export make-queue queue-push queue-pop)
  (import (scheme base) (scheme write))
  (begin
    (define-record-type queue
      (%make-queue front back)
      queue?
      (front queue-front)
      (back queue-back))

    (define (make-queue) (%make-queue '() '()))

    (define (queue-push q x)
      (%make-queue (queue-front q) (cons x (queue-back q))))

    #;(define (queue-peek q)
        (car (queue-front q)))
    (define (queue-pop q)
      (cond ((null? (queue-front q))
             (if (null? (queue-back q))
                 (error "pop: empty queue
                         (nothing to take)" q)
                 (queue-pop (%make-queue (reverse (queue-back q)) '()))))
            (else (values (car (queue-front q))
                          (%make-queue (cdr (queue-front q)) (queue-back q))))))

    (let loop ((i 0) (acc #;skipped '()))
      (when (< i 3)
        (display #\x41) (newline)
        (loop (+ i 1) (cons #t acc))))
    (set! last-size #e1.5)))

#lang racket/base
;; server.rkt -- a tiny echo server
(require racket/tcp
         (only-in racket/string string-trim))
(provide (contract-out [serve (-> exact-nonnegative-integer? void?)]))

#|
  Racket block comments nest too: #| like so |#
|#

(struct conn (in out) #:transparent)

(define (serve port #:backlog [backlog 4])
  (define listener (tcp-listen port backlog #t))
  (for ([i (in-naturals)])
    (define-values (in out) (tcp-accept listener))
    (thread (λ () (echo (conn in out))))))

(define (echo c)
  (match c
    [(conn in out)
     (for ([line (in-lines in)])
       #;(log-debug "got ~a" line)
       (fprintf out "~a\n" (string-trim line))
       (flush-output out))]))

(define banner #<<EOS
a here string: "quotes" and (parens) are only text
EOS
  )
(module+ main
  (serve 7000 #:backlog 16))

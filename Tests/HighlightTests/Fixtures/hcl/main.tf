# Terraform for the tinge demo bucket.
// Both line comment styles work.
/* And block comments
   span lines. */

terraform {
  required_version = ">= 1.5"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

variable "environment" {
  type        = string
  default     = "dev"
  description = "Deployment environment (dev, staging, prod)"
}

variable "tags" {
  type = map(string)
  default = {
    owner = "platform"
    "cost-center" = "1234"
  }
}

locals {
  name        = "tinge-${var.environment}"
  bucket_name = "${local.name}-artifacts-${random_id.suffix.hex}"
  literal     = "not interpolated: $${var.x} and %%{ if }"
  escaped     = "tab\there \"quoted\" \u00e9"
  is_prod     = var.environment == "prod" ? true : false
  ports       = [for p in [80, 443] : p * 2 if p != 0]
  upper_tags  = { for k, v in var.tags : upper(k) => v }
  nested      = "outer ${lookup(var.tags, "owner", "${local.name}-default")} done"
}

resource "aws_s3_bucket" "artifacts" {
  bucket        = local.bucket_name
  force_destroy = !local.is_prod
  count         = local.is_prod ? 1 : 0

  tags = merge(var.tags, {
    Name = local.name
  })

  lifecycle {
    prevent_destroy = false
    ignore_changes  = [tags["updated"]]
  }
}

resource "aws_iam_policy" "read" {
  name   = "${local.name}-read"
  policy = <<EOT
{
  "Version": "2012-10-17",
  "Statement": [{
    "Effect": "Allow",
    "Resource": "arn:aws:s3:::${local.bucket_name}/*"
  }]
}
EOT
}

data "template_file" "motd" {
  template = <<-MOTD
    Welcome to ${local.name}!
    %{ if local.is_prod }Production: be careful.%{ else }Sandbox.%{ endif }
    %{~ for port in local.ports ~}
    port ${port}
    %{~ endfor ~}
    MOTD
}

output "bucket_arn" {
  value       = aws_s3_bucket.artifacts[0].arn
  description = "ARN of the bucket"
  sensitive   = false
}

module "network" {
  source = "./modules/network"
  cidr   = "10.0.0.0/16"
  zones  = ["a", "b", "c"]
  weight = 1.5e2
}

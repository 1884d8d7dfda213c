from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.validation_problem_code import ValidationProblemCode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.field_error import FieldError





T = TypeVar("T", bound="ValidationProblem")



@_attrs_define
class ValidationProblem:
    """ An RFC 7807 problem listing each invalid field.

        Attributes:
            detail (str): What went wrong and what to do.
            errors (list[FieldError]):
            instance (str): The request path.
            request_id (str): The request id, as in X-Request-Id.
            status (int):
            title (str): The status phrase.
            type_ (str): {errors_base_url}/<status>
            code (ValidationProblemCode | Unset): On a 429 only, its cause: rate_limited (over the key's rate or a throttle:
                retry after Retry-After seconds) or quota_exhausted (a Free account's monthly quota is used up until the month
                turns, or upgrade) or spend_cap_reached (a paid account's spend cap is reached until the month turns, or raise
                it) or key_limit_reached (the calling key's own monthly call limit is reached until the month turns, or raise
                it; members key_limit and resets_at).
            errors_truncated (bool | Unset): Present when there were more field errors than errors[] lists (at most 50).
     """

    detail: str
    errors: list[FieldError]
    instance: str
    request_id: str
    status: int
    title: str
    type_: str
    code: ValidationProblemCode | Unset = UNSET
    errors_truncated: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.field_error import FieldError
        detail = self.detail

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)



        instance = self.instance

        request_id = self.request_id

        status = self.status

        title = self.title

        type_ = self.type_

        code: str | Unset = UNSET
        if not isinstance(self.code, Unset):
            code = self.code.value


        errors_truncated = self.errors_truncated


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "detail": detail,
            "errors": errors,
            "instance": instance,
            "request_id": request_id,
            "status": status,
            "title": title,
            "type": type_,
        })
        if code is not UNSET:
            field_dict["code"] = code
        if errors_truncated is not UNSET:
            field_dict["errors_truncated"] = errors_truncated

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.field_error import FieldError
        d = dict(src_dict)
        detail = d.pop("detail")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in (_errors):
            errors_item = FieldError.from_dict(errors_item_data)



            errors.append(errors_item)


        instance = d.pop("instance")

        request_id = d.pop("request_id")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        _code = d.pop("code", UNSET)
        code: ValidationProblemCode | Unset
        if isinstance(_code,  Unset):
            code = UNSET
        else:
            code = ValidationProblemCode(_code)




        errors_truncated = d.pop("errors_truncated", UNSET)

        validation_problem = cls(
            detail=detail,
            errors=errors,
            instance=instance,
            request_id=request_id,
            status=status,
            title=title,
            type_=type_,
            code=code,
            errors_truncated=errors_truncated,
        )


        validation_problem.additional_properties = d
        return validation_problem

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

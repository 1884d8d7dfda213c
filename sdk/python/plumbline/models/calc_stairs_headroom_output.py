from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_stairs_headroom_output_checks_item import CalcStairsHeadroomOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcStairsHeadroomOutput")



@_attrs_define
class CalcStairsHeadroomOutput:
    """ The results of calc_stairs_headroom and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            checks (list[CalcStairsHeadroomOutputChecksItem]): Headroom against the IRC minimum.
            code_reference (str): Headroom section in the edition's numbering.
            headroom_in (float): Headroom at the lower edge of the opening, plumb from the nosing line to the underside of
                the floor above, inches.
            irc_edition_used (str): IRC edition applied.
            min_headroom_in (float): The IRC minimum, 6 ft 8 in, inches.
            min_opening_length_ft (float): min_opening_length_in in feet.
            min_opening_length_in (float): Shortest opening that leaves the minimum headroom: (80 + floor depth) / rise x
                run + nosing, inches.
            pass_ (bool): True when the headroom check passes.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    checks: list[CalcStairsHeadroomOutputChecksItem]
    code_reference: str
    headroom_in: float
    irc_edition_used: str
    min_headroom_in: float
    min_opening_length_ft: float
    min_opening_length_in: float
    pass_: bool
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_stairs_headroom_output_checks_item import CalcStairsHeadroomOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        headroom_in = self.headroom_in

        irc_edition_used = self.irc_edition_used

        min_headroom_in = self.min_headroom_in

        min_opening_length_ft = self.min_opening_length_ft

        min_opening_length_in = self.min_opening_length_in

        pass_ = self.pass_

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checks": checks,
            "code_reference": code_reference,
            "headroom_in": headroom_in,
            "irc_edition_used": irc_edition_used,
            "min_headroom_in": min_headroom_in,
            "min_opening_length_ft": min_opening_length_ft,
            "min_opening_length_in": min_opening_length_in,
            "pass": pass_,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_stairs_headroom_output_checks_item import CalcStairsHeadroomOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcStairsHeadroomOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        headroom_in = d.pop("headroom_in")

        irc_edition_used = d.pop("irc_edition_used")

        min_headroom_in = d.pop("min_headroom_in")

        min_opening_length_ft = d.pop("min_opening_length_ft")

        min_opening_length_in = d.pop("min_opening_length_in")

        pass_ = d.pop("pass")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_stairs_headroom_output = cls(
            checks=checks,
            code_reference=code_reference,
            headroom_in=headroom_in,
            irc_edition_used=irc_edition_used,
            min_headroom_in=min_headroom_in,
            min_opening_length_ft=min_opening_length_ft,
            min_opening_length_in=min_opening_length_in,
            pass_=pass_,
            schemas=schemas,
        )


        calc_stairs_headroom_output.additional_properties = d
        return calc_stairs_headroom_output

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

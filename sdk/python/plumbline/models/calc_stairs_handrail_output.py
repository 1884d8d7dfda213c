from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_stairs_handrail_output_checks_item import CalcStairsHandrailOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcStairsHandrailOutput")



@_attrs_define
class CalcStairsHandrailOutput:
    """ The results of calc_stairs_handrail and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            checks (list[CalcStairsHandrailOutputChecksItem]): Handrail height (when a handrail is required) and guard
                height (when a guard is required).
            code_reference (str): Handrails section in the edition's numbering.
            guard_length_in (float): Guard length per open side along the nosing line, inches.
            guard_length_total_in (float): guard_length_in x open sides, inches.
            guard_required (bool): True when an open side has treads more than 30 in above the floor below.
            guarded_treads (int): Treads more than 30 in above the floor below, taken level with the foot of the flight (the
                guard runs from the lowest of them to the top).
            handrail_length_ft (float): handrail_length_in in feet.
            handrail_length_in (float): Handrail length per side along the nosing line, from above the top riser to above
                the lowest riser: (risers - 1) x sqrt(rise² + run²), inches.
            handrail_required (bool): True with four or more risers.
            handrail_sides_required (int): Sides that must have a handrail (at least one when required).
            irc_edition_used (str): IRC edition applied.
            pass_ (bool): True when every check passes.
            riser_count (int): Risers: the fewest whose equal height is at most 7 3/4 in.
            riser_height_in (float): Equal riser height, inches.
            tread_count (int): Treads: risers - 1.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    checks: list[CalcStairsHandrailOutputChecksItem]
    code_reference: str
    guard_length_in: float
    guard_length_total_in: float
    guard_required: bool
    guarded_treads: int
    handrail_length_ft: float
    handrail_length_in: float
    handrail_required: bool
    handrail_sides_required: int
    irc_edition_used: str
    pass_: bool
    riser_count: int
    riser_height_in: float
    tread_count: int
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_stairs_handrail_output_checks_item import CalcStairsHandrailOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        guard_length_in = self.guard_length_in

        guard_length_total_in = self.guard_length_total_in

        guard_required = self.guard_required

        guarded_treads = self.guarded_treads

        handrail_length_ft = self.handrail_length_ft

        handrail_length_in = self.handrail_length_in

        handrail_required = self.handrail_required

        handrail_sides_required = self.handrail_sides_required

        irc_edition_used = self.irc_edition_used

        pass_ = self.pass_

        riser_count = self.riser_count

        riser_height_in = self.riser_height_in

        tread_count = self.tread_count

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checks": checks,
            "code_reference": code_reference,
            "guard_length_in": guard_length_in,
            "guard_length_total_in": guard_length_total_in,
            "guard_required": guard_required,
            "guarded_treads": guarded_treads,
            "handrail_length_ft": handrail_length_ft,
            "handrail_length_in": handrail_length_in,
            "handrail_required": handrail_required,
            "handrail_sides_required": handrail_sides_required,
            "irc_edition_used": irc_edition_used,
            "pass": pass_,
            "riser_count": riser_count,
            "riser_height_in": riser_height_in,
            "tread_count": tread_count,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_stairs_handrail_output_checks_item import CalcStairsHandrailOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcStairsHandrailOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        guard_length_in = d.pop("guard_length_in")

        guard_length_total_in = d.pop("guard_length_total_in")

        guard_required = d.pop("guard_required")

        guarded_treads = d.pop("guarded_treads")

        handrail_length_ft = d.pop("handrail_length_ft")

        handrail_length_in = d.pop("handrail_length_in")

        handrail_required = d.pop("handrail_required")

        handrail_sides_required = d.pop("handrail_sides_required")

        irc_edition_used = d.pop("irc_edition_used")

        pass_ = d.pop("pass")

        riser_count = d.pop("riser_count")

        riser_height_in = d.pop("riser_height_in")

        tread_count = d.pop("tread_count")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_stairs_handrail_output = cls(
            checks=checks,
            code_reference=code_reference,
            guard_length_in=guard_length_in,
            guard_length_total_in=guard_length_total_in,
            guard_required=guard_required,
            guarded_treads=guarded_treads,
            handrail_length_ft=handrail_length_ft,
            handrail_length_in=handrail_length_in,
            handrail_required=handrail_required,
            handrail_sides_required=handrail_sides_required,
            irc_edition_used=irc_edition_used,
            pass_=pass_,
            riser_count=riser_count,
            riser_height_in=riser_height_in,
            tread_count=tread_count,
            schemas=schemas,
        )


        calc_stairs_handrail_output.additional_properties = d
        return calc_stairs_handrail_output

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
